// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SeatMap",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SeatMapCore", targets: ["SeatMapCore"]),
        .library(name: "SeatMapRules", targets: ["SeatMapRules"]),
        .library(name: "SeatMapImport", targets: ["SeatMapImport"]),
        .library(name: "SeatMapLayout", targets: ["SeatMapLayout"]),
        .library(name: "SeatMapVenue", targets: ["SeatMapVenue"]),
        .library(name: "SeatMapTheme", targets: ["SeatMapTheme"]),
        .library(name: "SeatMapLocale", targets: ["SeatMapLocale"]),
        .library(name: "SeatMapText", targets: ["SeatMapText"]),
        .library(name: "SeatMapPage", targets: ["SeatMapPage"]),
        .library(name: "SeatMapDrawing", targets: ["SeatMapDrawing"]),
        .library(name: "SeatMapSVG", targets: ["SeatMapSVG"]),
        .library(name: "SeatMapRender", targets: ["SeatMapRender"]),
        .library(name: "SeatMapPNG", targets: ["SeatMapPNG"]),
        .library(name: "SeatMapBatch", targets: ["SeatMapBatch"]),
        .library(name: "SeatMapFlow", targets: ["SeatMapFlow"]),
        .library(name: "SeatMapOutput", targets: ["SeatMapOutput"]),
        .library(name: "SeatMapDiff", targets: ["SeatMapDiff"]),
        .library(name: "SeatMapCompare", targets: ["SeatMapCompare"]),
        .library(name: "SeatMapSnapshotCore", targets: ["SeatMapSnapshotCore"]),
        .library(name: "SeatMapSnapshot", targets: ["SeatMapSnapshot"]),
        .library(name: "SeatMapSnapshotTesting", targets: ["SeatMapSnapshotTesting"]),
        .library(name: "SeatMapArguments", targets: ["SeatMapArguments"]),
        .library(name: "SeatMapCLI", targets: ["SeatMapCLI"]),
        .executable(name: "seatmap", targets: ["seatmap"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // SHA-256 in C (content hashes of megabyte font files stay fast in debug builds).
        .target(name: "CSHA256"),
        // Per-pixel work in C (premultiplied to straight alpha, pixelmatch's pass, fills): golden
        // tests run as debug builds, where a Swift pixel loop is 10–30× slower than optimised.
        .target(name: "CPixels"),
        // glibc's malloc arenas, capped by the command line (sm_limit_malloc_arenas).
        .target(name: "CMemory"),
        // CProgram: the running program's build ID (the render cache's code identity).
        .target(name: "CProgram"),
        // Values, hall files, JSON with source positions, messages, safe file access. Swift, with
        // CSHA256 (hashing) and CMemory (returning freed pages after a large input).
        .target(name: "SeatMapCore", dependencies: ["CSHA256", "CMemory", "CProgram"]),
        // Seat data of other systems (Maoyan, Vista, lists, CSV; JSON or XML plist) into halls. Pure Swift.
        .target(name: "SeatMapImport", dependencies: ["SeatMapCore"]),
        // Selection rules, suggestions, order drafts, status refresh (the seed's ViewModel). Pure Swift.
        .target(name: "SeatMapRules", dependencies: ["SeatMapCore"]),
        // Metrics, frames, viewport transform, page layout, hit-testing. Pure Swift.
        .target(name: "SeatMapLayout", dependencies: ["SeatMapCore"]),
        .target(name: "SeatMapVenue", dependencies: ["SeatMapCore", "SeatMapLayout", "SeatMapRules"]),
        // RGBA8 images and PNG encode/decode through libpng.
        // libpng's setjmp, and zlib directly for the two-band parallel deflate of large images.
        .target(name: "CPNGSupport", dependencies: ["CPNG", "CZlib", "CPixels"]),
        .target(name: "SeatMapPNG", dependencies: ["CPNGSupport", "CZlib", "CPixels"]),
        // Theme files: decoding, the built-in themes, WCAG lint. Pure Swift.
        .target(name: "SeatMapTheme", dependencies: ["SeatMapCore"]),
        // Bidirectional order and line breaks through ICU (C, so ICU's versioned names stay inside).
        .target(name: "CText", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        .target(name: "SeatMapText", dependencies: ["CText"]),
        // Locales: string tables, script fonts and direction applied to a theme.
        .target(name: "SeatMapLocale", dependencies: ["SeatMapCore", "SeatMapTheme"]),
        // The resolved page: every element of the picture with its frame, labels, page hit-testing
        // and the layout report. Pure Swift; text is measured through a protocol the backend implements.
        .target(name: "SeatMapPage", dependencies: ["SeatMapCore", "SeatMapRules", "SeatMapLayout", "SeatMapTheme", "SeatMapVenue", "SeatMapText"]),
        // The page's scene and its painter: one switch over elements builds groups, paths, text
        // and uses of seat symbols. No Cairo: each backend is one switch over the scene's nodes.
        .target(name: "SeatMapDrawing", dependencies: ["SeatMapCore", "SeatMapTheme", "SeatMapPage"]),
        // The SVG backend: a document written from the resolved page (symbols per seat look, real text).
        .target(name: "SeatMapSVG", dependencies: ["SeatMapCore", "SeatMapTheme", "SeatMapPage", "SeatMapDrawing"]),
        // The Cairo backend: canvas, fonts opened from files (FreeType), text shaped with HarfBuzz,
        // PNG/PDF; the only module that imports CCairo and CHarfBuzz.
        .target(name: "SeatMapRender", dependencies: ["SeatMapCore", "SeatMapTheme", "SeatMapPage", "SeatMapDrawing", "SeatMapPNG", "SeatMapVenue", "SeatMapText", "CPixels", "CCairo", "CHarfBuzz"]),
        // The pixelmatch-compatible image diff: pixels only, nothing of pages (SeatMapCompare
        // attributes its pixels to seats).
        .target(name: "SeatMapDiff", dependencies: ["SeatMapPNG", "SeatMapCore", "CPixels", "CPNGSupport"]),
        // One comparison of two pages and its one verdict: pixels (SeatMapDiff) attributed to
        // seats by their layouts, the font difference that explains them. No backend: pure
        // strategies and the diff command compare without linking Cairo.
        .target(name: "SeatMapCompare", dependencies: ["SeatMapDiff", "SeatMapPNG", "SeatMapPage", "SeatMapCore"]),
        // Strategies, diffing, reference storage and record modes, and the page comparison's
        // snapshot format: no backend, so pixel and text strategies link no Cairo.
        .target(name: "SeatMapSnapshotCore", dependencies: ["SeatMapCompare", "SeatMapDiff", "SeatMapPNG", "SeatMapPage", "SeatMapCore"]),
        // The page and flow strategies (.page, .png, .layoutDump, .frame): pages rendered through
        // SeatMapOutput. Re-exports SeatMapSnapshotCore.
        .target(name: "SeatMapSnapshot", dependencies: ["SeatMapSnapshotCore", "SeatMapCompare", "SeatMapFlow", "SeatMapDiff", "SeatMapPNG", "SeatMapPage", "SeatMapLayout", "SeatMapRules", "SeatMapTheme", "SeatMapCore", "SeatMapOutput", "SeatMapVenue", "SeatMapLocale"]),
        // assertSnapshot for XCTest and Swift Testing.
        .target(name: "SeatMapSnapshotTesting", dependencies: ["SeatMapSnapshot", "SeatMapFlow"]),
        // Batch rendering of hall × theme × device variants, manifest and review gallery.
        .target(name: "SeatMapBatch", dependencies: ["SeatMapCompare", "SeatMapFlow", "SeatMapCore", "SeatMapImport", "SeatMapPage", "SeatMapRules", "SeatMapLayout", "SeatMapTheme", "SeatMapPNG", "SeatMapDiff", "SeatMapOutput", "SeatMapVenue", "SeatMapLocale"]),
        // The one place a page becomes outputs: the format switch over the backends (Cairo's
        // PNG and PDF, the SVG writer, which do not depend on each other), pixels for
        // comparisons, contact sheets, font fingerprints.
        .target(name: "SeatMapOutput", dependencies: ["SeatMapCore", "SeatMapPage", "SeatMapPNG", "SeatMapRender", "SeatMapSVG", "SeatMapTheme", "SeatMapVenue"]),
        // Scripted selection flows: stories played through the rules and the hit-tester, their
        // frames, contact sheet and animated PNG.
        .target(name: "SeatMapFlow", dependencies: ["SeatMapCore", "SeatMapImport", "SeatMapPage", "SeatMapRules", "SeatMapLayout", "SeatMapTheme", "SeatMapPNG", "SeatMapOutput", "SeatMapLocale", "SeatMapVenue"]),
        // A small argument parser in the spirit of swift-argument-parser.
        .target(name: "SeatMapArguments", dependencies: ["SeatMapCore"]),
        // Every command of the tool, as library code tests can call.
        .target(name: "SeatMapCLI", dependencies: ["SeatMapCompare", "SeatMapArguments", "SeatMapCore", "SeatMapImport", "SeatMapPage", "SeatMapRules", "SeatMapLayout", "SeatMapTheme", "SeatMapPNG", "SeatMapRender", "SeatMapDiff", "SeatMapBatch", "SeatMapFlow", "SeatMapOutput", "SeatMapVenue", "SeatMapLocale"]),
        .executableTarget(name: "seatmap", dependencies: ["SeatMapCLI", "CMemory"]),

        // Hall builders and seeded randomness shared by the test targets.
        .target(name: "SeatMapTestSupport", dependencies: ["SeatMapCore"], path: "Tests/SeatMapTestSupport"),
        .testTarget(name: "SeatMapCoreTests", dependencies: ["SeatMapCore", "CSHA256", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapImportTests", dependencies: ["SeatMapImport", "SeatMapLayout", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapRulesTests", dependencies: ["SeatMapRules", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapLayoutTests", dependencies: ["SeatMapLayout", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapVenueTests", dependencies: ["SeatMapVenue", "SeatMapLayout", "SeatMapRules", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapArgumentsTests", dependencies: ["SeatMapArguments"]),
        .testTarget(name: "SeatMapLocaleTests", dependencies: ["SeatMapLocale", "SeatMapText", "SeatMapTheme", "SeatMapPage", "SeatMapRender", "SeatMapImport", "SeatMapLayout", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapThemeTests", dependencies: ["SeatMapTheme", "SeatMapCore"]),
        .testTarget(name: "SeatMapPageTests", dependencies: ["SeatMapPage", "SeatMapTheme", "SeatMapRules", "SeatMapLayout", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapDrawingTests", dependencies: ["SeatMapDrawing", "SeatMapPage", "SeatMapTheme", "SeatMapLayout", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapSVGTests", dependencies: ["SeatMapSVG", "SeatMapPage", "SeatMapLayout", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapRenderTests", dependencies: ["SeatMapCompare", "SeatMapRender", "SeatMapImport", "SeatMapDrawing", "SeatMapPage", "SeatMapTheme", "SeatMapRules", "SeatMapPNG", "SeatMapLayout", "SeatMapCore", "SeatMapTestSupport", "SeatMapSnapshotTesting", "SeatMapDiff", "SeatMapOutput", "SeatMapVenue", "SeatMapLocale"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SeatMapPNGTests", dependencies: ["SeatMapPNG", "SeatMapDiff", "SeatMapTestSupport", "CZlib"]),
        .testTarget(name: "SeatMapDiffTests", dependencies: ["SeatMapCompare", "SeatMapDiff", "SeatMapPNG", "SeatMapPage", "SeatMapCore", "SeatMapTestSupport"]),
        .testTarget(name: "SeatMapSnapshotTests", dependencies: ["SeatMapSnapshotCore", "SeatMapCompare", "SeatMapSnapshot", "SeatMapFlow", "SeatMapDiff", "SeatMapPage", "SeatMapTheme", "SeatMapRules", "SeatMapPNG", "SeatMapRender", "SeatMapCore", "SeatMapLayout", "SeatMapTestSupport", "SeatMapVenue"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "SeatMapSnapshotTestingTests", dependencies: ["SeatMapSnapshotCore", "SeatMapCompare", "SeatMapSnapshotTesting", "SeatMapSnapshot", "SeatMapDiff", "SeatMapPage", "SeatMapTheme", "SeatMapRules", "SeatMapPNG", "SeatMapRender", "SeatMapCore", "SeatMapLayout", "SeatMapTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SeatMapBatchTests", dependencies: ["SeatMapCompare", "SeatMapBatch", "SeatMapDiff", "SeatMapLayout", "SeatMapCore"]),
        .testTarget(name: "SeatMapCLITests", dependencies: ["SeatMapCLI", "SeatMapCore", "SeatMapPage", "SeatMapPNG", "SeatMapImport", "SeatMapLayout", "SeatMapRender", "SeatMapRules", "SeatMapTheme", "SeatMapTestSupport", "seatmap"],
                    exclude: ["junit.xsd"]),
    ],
    swiftLanguageModes: [.v6]
)
