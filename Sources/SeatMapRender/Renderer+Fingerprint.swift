import SeatMapCore
import SeatMapPNG
import SeatMapTheme

extension Renderer {
    /// Everything outside the page's own description that can change a render's bytes, as one
    /// text (a render cache's key includes it, `docs/batch-output.md`): every family of the
    /// theme's font chain as this process finds it — the file's name (not its folder: the reports
    /// name fonts by file name, so a byte-identical copy elsewhere is the same font), the face and
    /// the SHA-256 of the file, for the regular and the bold face — and the versions of Cairo, FreeType, HarfBuzz,
    /// libpng and zlib. A family the chain cannot find is named as missing (installing it
    /// changes the text, so the key too).
    public static func fontFingerprint(_ theme: Theme, fonts library: FontLibrary = .standard) throws(RenderError) -> String {
        var lines: [String] = []
        for name in try library.chainNames(theme) {
            guard let family = try library.family(name, fontFiles: theme.fontFiles) else {
                lines.append("\(name): missing")
                continue
            }
            for (weight, face) in [("regular", family.regular), ("bold", family.bold)] {
                lines.append("\(name) \(weight): \(face.id.path.split(separator: "/").last.map(String.init) ?? face.id.path)#\(face.id.index)\(face.id.syntheticBold ? " synthetic" : "") \(face.sha256)")
            }
        }
        let versions = FontLibrary.libraryVersions.merging(PNGCodec.libraryVersions) { a, _ in a }
        lines += versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return lines.joined(separator: "\n")
    }
}
