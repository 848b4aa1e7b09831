// swift-tools-version:6.0
// libFuzzer targets, kept out of the main package graph. Build and run them with
// `scripts/fuzz.sh [SECONDS]`; each target reads one input and must never crash, leak or hang.
import PackageDescription

// `seatmap-package` is a symbolic link to the repository root, so the dependency's identity does
// not depend on the name of the folder the repository was cloned into.
let root = "seatmap-package"

let package = Package(
    name: "SeatMapFuzz",
    dependencies: [.package(path: root)],
    targets: [
        .executableTarget(name: "fuzz-hall", dependencies: [
            .product(name: "SeatMapCore", package: root),
            .product(name: "SeatMapRules", package: root),
            .product(name: "SeatMapLayout", package: root),
        ]),
        .executableTarget(name: "fuzz-import", dependencies: [.product(name: "SeatMapImport", package: root)]),
        .executableTarget(name: "fuzz-theme", dependencies: [.product(name: "SeatMapTheme", package: root)]),
        .executableTarget(name: "fuzz-png", dependencies: [.product(name: "SeatMapPNG", package: root)]),
        .executableTarget(name: "fuzz-arguments", dependencies: [.product(name: "SeatMapCLI", package: root)]),
        .executableTarget(name: "fuzz-font", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapLayout", package: root),
            .product(name: "SeatMapPage", package: root), .product(name: "SeatMapRender", package: root),
            .product(name: "SeatMapSVG", package: root), .product(name: "SeatMapTheme", package: root),
        ]),
        .executableTarget(name: "fuzz-layout", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapDiff", package: root),
            .product(name: "SeatMapCompare", package: root),
            .product(name: "SeatMapPage", package: root), .product(name: "SeatMapPNG", package: root),
        ]),
        .executableTarget(name: "fuzz-manifest", dependencies: [.product(name: "SeatMapBatch", package: root)]),
        .executableTarget(name: "fuzz-refresh", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapRules", package: root),
        ]),
        .executableTarget(name: "fuzz-render", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapLayout", package: root),
            .product(name: "SeatMapPage", package: root), .product(name: "SeatMapRender", package: root),
            .product(name: "SeatMapOutput", package: root), .product(name: "SeatMapTheme", package: root),
        ]),
        .executableTarget(name: "fuzz-flow", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapFlow", package: root),
            .product(name: "SeatMapLayout", package: root), .product(name: "SeatMapPage", package: root),
            .product(name: "SeatMapTheme", package: root),
        ]),
        .executableTarget(name: "fuzz-flow-folder", dependencies: [.product(name: "SeatMapFlow", package: root)]),
        .executableTarget(name: "fuzz-venue", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapVenue", package: root),
            .product(name: "SeatMapOutput", package: root),
        ]),
        .executableTarget(name: "fuzz-reference", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapLayout", package: root),
            .product(name: "SeatMapSnapshot", package: root),
        ]),
        .executableTarget(name: "fuzz-large", dependencies: [
            .product(name: "SeatMapCore", package: root), .product(name: "SeatMapImport", package: root),
            .product(name: "SeatMapPage", package: root),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
