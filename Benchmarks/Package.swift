// swift-tools-version:6.0
// Benchmarks, kept out of the main package graph: `swift run -c release seatmap-bench`.
import PackageDescription

let package = Package(
    name: "SeatMapBenchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "seatmap-bench", dependencies: [
            .product(name: "SeatMapCore", package: "main"),
            .product(name: "SeatMapLayout", package: "main"),
            .product(name: "SeatMapRender", package: "main"),
            .product(name: "SeatMapPNG", package: "main"),
            .product(name: "SeatMapSnapshot", package: "main"),
            .product(name: "SeatMapBatch", package: "main"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
