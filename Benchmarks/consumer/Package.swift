// swift-tools-version:6.0
// A consumer of SeatMap as the README tells users to add it (a path dependency named after its
// folder, `../SeatMap`, which links to the checkout): `Benchmarks/consumer.sh` times its golden
// assertions in debug (`swift test`, the way teams run them) and in release.
import PackageDescription

let package = Package(
    name: "ConsumerBench",
    dependencies: [.package(path: "../SeatMap")],
    targets: [
        .testTarget(name: "ConsumerBenchTests", dependencies: [
            .product(name: "SeatMapSnapshotTesting", package: "SeatMap"),
            .product(name: "SeatMapSnapshot", package: "SeatMap"),
            .product(name: "SeatMapCore", package: "SeatMap"),
            .product(name: "SeatMapLayout", package: "SeatMap"),
            .product(name: "SeatMapPage", package: "SeatMap"),
            .product(name: "SeatMapOutput", package: "SeatMap"),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
