// swift-tools-version:6.0
// Benchmarks, kept out of the main package graph: `swift run -c release seatmap-bench`.
import PackageDescription

let package = Package(
    name: "SeatMapBenchmarks",
    dependencies: [.package(path: "seatmap-package")],
    targets: [
        .executableTarget(name: "seatmap-bench", dependencies: [
            .product(name: "SeatMapCore", package: "seatmap-package"),
            .product(name: "SeatMapLayout", package: "seatmap-package"),
            .product(name: "SeatMapRules", package: "seatmap-package"),
            .product(name: "SeatMapPage", package: "seatmap-package"),
            .product(name: "SeatMapRender", package: "seatmap-package"),
            .product(name: "SeatMapTheme", package: "seatmap-package"),
            .product(name: "SeatMapPNG", package: "seatmap-package"),
            .product(name: "SeatMapDiff", package: "seatmap-package"),
            .product(name: "SeatMapBatch", package: "seatmap-package"),
            .product(name: "SeatMapSnapshot", package: "seatmap-package"),
            .product(name: "SeatMapVenue", package: "seatmap-package"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
