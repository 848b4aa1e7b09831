import Foundation
import SeatMapArguments
import SeatMapCore
import SeatMapRender
import SeatMapTheme

/// `seatmap fonts`: how this machine resolves a theme's font chain, so a team can check a CI
/// image or a laptop against the pinned fonts before comparing any pixels.
struct FontsCommand: SeatMapCommand {
    static let theme = Option<String>("--theme", value: "T", help: "Built-in theme name or theme file (default: maoyan).",
                                      completion: Theme.builtinNames)
    static let json = Flag("--json", help: "Print the chain as one JSON object.")

    static let configuration = CommandConfiguration(
        name: "seatmap fonts",
        abstract: "Show which font file draws each family of a theme's chain on this machine, with its SHA-256.",
        discussion: """
        Lists the theme's chain in the order families are tried (the theme's fontFiles, then its
        fonts), each with the file of its regular and bold face, where it was found (fontFiles,
        SEATMAP_FONT_PATH, pinned, system), its SHA-256 and whether it is the pinned build the
        built-in themes are recorded with; then the Cairo, FreeType and HarfBuzz versions. Fonts
        are never looked up through fontconfig (docs/fonts.md). Exit 1 when the chain's first
        family is not found (text then falls back along the chain).
        """,
        options: [theme,
                  json])

    let theme: String
    let json: Bool

    init(_ args: ParsedArguments) throws {
        theme = args[Self.theme] ?? "maoyan"
        json = args[Self.json]
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let loaded = try Theme.load(theme)
        let chain = try FontLibrary.standard.chain(for: loaded)
        let libraries = FontLibrary.libraryVersions
        let firstFound = chain.first?.regular != nil
        if json {
            func face(_ f: FontChainEntry.Face?) -> JSONValue {
                guard let f else { return .null }
                return .object([("path", .string(f.path)), ("index", .int(f.index)), ("syntheticBold", .bool(f.syntheticBold)),
                                ("sha256", .string(f.sha256)), ("pinned", .bool(f.pinned))])
            }
            let families: [JSONValue] = chain.map { e in
                .object([("family", .string(e.family)), ("found", .bool(e.regular != nil)),
                         ("source", e.source.map { .string($0.rawValue) } ?? .null),
                         ("regular", face(e.regular)), ("bold", face(e.bold))])
            }
            io.print(JSONValue.object([
                ("theme", .string(loaded.name)), ("chain", .array(families)),
                ("fontPath", .array(FontLibrary.standard.folders.map { .string($0) })),
                ("libraries", .object(libraries.keys.sorted().map { ($0, .string(libraries[$0]!)) })),
            ]).serialized())
            return firstFound ? ExitCode.ok : ExitCode.negative
        }
        io.print("\(loaded.name): \(chain.count) famil\(chain.count == 1 ? "y" : "ies"), tried in this order for each character")
        let width = (chain.map(\.family.count).max() ?? 0) + 2
        for e in chain {
            let name = e.family.padding(toLength: width, withPad: " ", startingAt: 0)
            guard let regular = e.regular, let source = e.source else { io.print("  \(name)not found"); continue }
            io.print("  \(name)\(describe(regular)) (\(Self.sourceWords[source]!))")
            if let bold = e.bold {
                let pad = String(repeating: " ", count: width)
                io.print("  \(pad)bold: " + (bold.syntheticBold ? "synthesised from the regular face" : describe(bold)))
            }
        }
        let path = FontLibrary.standard.folders
        io.print("SEATMAP_FONT_PATH: " + (path.isEmpty ? "(not set)" : path.joined(separator: ":")))
        io.print("libraries: " + libraries.keys.sorted().map { "\($0) \(libraries[$0]!)" }.joined(separator: ", "))
        if !firstFound, let first = chain.first {
            io.warn("warning: '\(first.family)', the first family of the chain, is not on this machine; install it or add its folder to SEATMAP_FONT_PATH")
        }
        return firstFound ? ExitCode.ok : ExitCode.negative
    }

    func describe(_ f: FontChainEntry.Face) -> String {
        "\(f.path)\(f.index == 0 ? "" : " #\(f.index)"), sha256 \(f.sha256.prefix(12))…" + (f.pinned ? ", the pinned build" : ", not a pinned build")
    }

    static let sourceWords: [FontSource: String] = [.themeFile: "the theme's fontFiles", .fontPath: "SEATMAP_FONT_PATH",
                                                    .pinned: "pinned file", .system: "system font folder"]
}
