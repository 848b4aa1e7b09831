import Foundation
import SeatMapCore

/// A Markdown report of a batch for a CI step summary or a pull-request comment: the counts, then
/// a row per item that failed, changed, is new or is missing, with its seat changes and links to
/// its image and diff. It stays under `maxBytes` (GitHub refuses step summaries over 64 KiB and
/// comments over 65,536 characters): past that, the remaining rows are counted in one line.
public enum BatchSummary {
    public static let maxBytes = 60_000

    /// - Parameter linkPrefix: the output folder as seen from where the Markdown file lies
    ///   (`out/` for a summary written beside it), so links work in the rendered file.
    /// - Parameter missingFails: list baseline items this run did not render (`--require-all`);
    ///   otherwise they are counted in one line, not rows to review.
    public static func markdown(_ report: BatchReport, linkPrefix: String, missingFails: Bool = true, maxBytes: Int = maxBytes) -> String {
        let c = BatchGallery.counts(report)
        let failed = report.failed.count
        var head = "## SeatMap batch: \(report.results.count) item\(report.results.count == 1 ? "" : "s")"
        var counts = ["\(failed) failed"]
        if report.request.baseline != nil {
            counts = ["\(c.changed) changed", "\(c.new) new", "\(report.missing.count) missing", "\(c.unchanged) unchanged"] + counts
        }
        let cached = report.results.filter { $0.cached == true }.count
        if report.results.contains(where: { $0.cached != nil }) { counts.append("\(cached) from the cache") }
        head += " — " + counts.joined(separator: ", ") + "\n\n"
        var rows: [String] = []
        func link(_ path: String,
                  _ text: String) -> String { "[\(cell(text))](\(linkPrefix)\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path))" }
        for r in report.results {
            let item = r.item
            if let lines = r.errorLines {
                rows.append("| \(cell(item.output)) | failed | \(cell(lines.first ?? "failed")) |")
                continue
            }
            switch r.baseline {
            case .changed(let change)?:
                // Seat ids and labels come from the hall: every cell is escaped (`cell`).
                let seats = change.seats.map { s in
                    s.changedSeats.prefix(8).map(\.description).joined(separator: ", ")
                        + (s.changedSeats.count > 8 ? ", and \(s.changedSeats.count - 8) more" : "")
                        + (s.otherPixels > 0 ? (s.changedSeats.isEmpty ? "" : "; ") + "\(s.otherPixels) px outside seats" : "")
                } ?? change.summary
                let diff = change.diffImage.map { " · " + link($0, "diff") } ?? ""
                rows.append("| \(link(item.output, item.output))\(diff) | changed | \(cell(seats)) |")
            case .new?:
                rows.append("| \(link(item.output, item.output)) | new | not in the baseline |")
            default: break
            }
        }
        if missingFails {
            for m in report.missing { rows.append("| \(cell(m)) | missing | in the baseline, not rendered now |") }
        } else if !report.missing.isEmpty {
            head += "\(report.missing.count) baseline item\(report.missing.count == 1 ? " was" : "s were") not rendered in this run and not compared.\n\n"
        }
        guard !rows.isEmpty else { return head + "Nothing to review: every item rendered\(report.request.baseline != nil ? " and matches the baseline" : "").\n" }
        var out = head + "| item | status | seats |\n|---|---|---|\n"
        for (i, row) in rows.enumerated() {
            let rest = rows.count - i
            let tail = "\n… and \(rest) more item\(rest == 1 ? "" : "s") to review: see manifest.json and index.html.\n"
            if out.utf8.count + row.utf8.count + 1 + tail.utf8.count > maxBytes {
                return out + tail
            }
            out += row + "\n"
        }
        return out
    }

    /// Text for a table cell (`Escape.markdownCell`).
    static func cell(_ s: String) -> String { Escape.markdownCell(s) }

    /// The path from `from` (a folder) to `to`, for relative links: `../out/` and the like.
    public static func relativePath(from: String, to: String) -> String {
        let a = URL(fileURLWithPath: from).standardizedFileURL.pathComponents
        let b = URL(fileURLWithPath: to).standardizedFileURL.pathComponents
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        let up = Array(repeating: "..", count: a.count - i)
        let path = (up + b[i...]).joined(separator: "/")
        return path.isEmpty ? "" : path + "/"
    }
}
