import SeatMapArguments
import SeatMapCore
import SeatMapLocale
import SeatMapRender
import SeatMapTheme

/// `seatmap locales`: the locales `--locale` takes, each with its direction, script, how it
/// writes a seat, and whether this machine has its script fonts — so a team sees before a
/// review that `th` would fail for want of Noto Sans Thai, not after.
struct LocalesCommand: SeatMapCommand {
    static let json = Flag("--json", help: "Print the locales as one JSON array.")

    static let configuration = CommandConfiguration(
        name: "seatmap locales",
        abstract: "List the locales --locale takes: name, direction, script, a seat label and the script fonts found here.",
        discussion: """
        Each line is a locale table built into SeatMap (docs/locales.md): its BCP 47 tag, its own
        name, ltr or rtl, its script, row 5 seat 5 as its pages write it, and each script font
        with the file this machine draws it from (fonts are opened by file, never through
        fontconfig). `--locale` also takes regional tags (zh-TW, ar-AE, en-GB), matched to these.
        Exit 1 when a locale's script font is missing here (its pages would fail with --locale:
        run scripts/setup.sh, or add the fonts' folder to SEATMAP_FONT_PATH).
        """,
        options: [json])

    let json: Bool

    init(_ args: ParsedArguments) throws { json = args[Self.json] }

    /// One locale as this machine can draw it.
    struct Row {
        var locale: PageLocale
        var sample: String
        /// Each script font with the file of its regular face (nil: not found here).
        var fonts: [(family: String, path: String?)]
        var complete: Bool { fonts.allSatisfy { $0.path != nil } }
    }

    static func rows() throws -> [Row] {
        try PageLocale.builtin.map { locale in
            let theme = try Theme.builtinDefault.localized(to: locale)
            let chain = try FontLibrary.standard.chain(for: theme)
            let fonts = locale.fonts.map { family in
                (family, chain.first { $0.family.lowercased() == family.lowercased() }?.regular?.path)
            }
            let sample = TextTemplate(theme.strings.seatLabel, placeholders: ["{row}", "{col}"]).fill(["5", "5"])
            return Row(locale: locale, sample: sample, fonts: fonts)
        }
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let rows = try Self.rows()
        if json {
            io.print(JSONValue.array(rows.map { r in
                .object([("tag", .string(r.locale.tag)), ("name", .string(r.locale.name)),
                         ("direction", .string(r.locale.isRightToLeft ? "rtl" : "ltr")), ("script", .string(r.locale.script)),
                         ("seatLabel", .string(r.sample)),
                         ("fonts", .array(r.fonts.map { f in .object([("family", .string(f.family)), ("path", f.path.map { .string($0) } ?? .null)]) })),
                         ("complete", .bool(r.complete))])
            }).serialized())
        } else {
            for r in rows {
                let fonts = r.fonts.isEmpty ? "the theme's fonts"
                    : r.fonts.map { "\($0.family) (\($0.path ?? "MISSING: run scripts/setup.sh"))" }.joined(separator: ", ")
                io.print("\(r.locale.tag.padding(toLength: 9, withPad: " ", startingAt: 0))\(r.locale.isRightToLeft ? "rtl" : "ltr")  \(r.locale.script)  "
                         + "\(r.locale.name) · \(r.sample) · \(fonts)")
            }
        }
        return rows.allSatisfy(\.complete) ? ExitCode.ok : ExitCode.negative
    }
}
