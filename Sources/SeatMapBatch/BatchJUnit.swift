import Foundation
import SeatMapCore

/// JUnit XML of a batch, for the test reports CI systems show (GitLab merge requests, GitHub
/// test reporters, Jenkins): one `testsuite` per hall, one `testcase` per item (class = hall,
/// name = theme/device and state), an `error` per item that failed to render and a `failure`
/// per item that changed, is new, or is missing against the baseline, whose message names the
/// changed seats with their states before and after.
public enum BatchJUnit {
    /// - Parameter missingFails: whether a baseline item this run did not render fails
    ///   (`--require-all`); otherwise it is reported as skipped.
    public static func xml(_ report: BatchReport, missingFails: Bool = true) -> String {
        struct Case {
            var classname: String
            var name: String
            var seconds: Double
            var failure: (type: String, message: String, detail: String)?
            var error: (message: String, detail: String)?
            var skipped: String?
        }
        var suites: [(name: String, cases: [Case])] = []
        func add(_ c: Case) {
            if let i = suites.firstIndex(where: { $0.name == c.classname }) { suites[i].cases.append(c) } else { suites.append((c.classname, [c])) }
        }
        for r in report.results {
            let item = r.item
            var c = Case(classname: item.hallName, name: variantName(item), seconds: r.milliseconds / 1000)
            if let lines = r.errorLines {
                c.error = (lines.first ?? "failed", lines.joined(separator: "\n"))
            } else {
                switch r.baseline {
                case .changed(let change)?:
                    let seats = change.seats?.summary() ?? change.summary
                    var detail = "\(change.summary)\n"
                    for s in change.seats?.changedSeats ?? [] { detail += "changed seat \(s.description): \(s.pixels) px\n" }
                    if let image = change.diffImage { detail += "diff image: \(image)\n" }
                    c.failure = ("changed", seats, detail)
                case .new?:
                    c.failure = ("new", "new: not in the baseline", "\(item.output) has no baseline image to compare with")
                default: break
                }
            }
            add(c)
        }
        for m in report.missing {
            var c = Case(classname: ItemPath(m).hall, name: ItemPath(m).withinHall, seconds: 0)
            if missingFails { c.failure = ("missing", "missing: in the baseline, not rendered now",
                                           m) } else { c.skipped = "in the baseline, not rendered in this run" }
            add(c)
        }
        func count(_ cases: [Case]) -> (tests: Int, failures: Int, errors: Int, skipped: Int, seconds: Double) {
            (cases.count, cases.filter { $0.failure != nil }.count, cases.filter { $0.error != nil }.count,
             cases.filter { $0.skipped != nil }.count, cases.reduce(0) { $0 + $1.seconds })
        }
        let all = count(suites.flatMap(\.cases))
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"seatmap batch\" tests=\"\(all.tests)\" failures=\"\(all.failures)\" errors=\"\(all.errors)\" skipped=\"\(all.skipped)\" time=\"\(seconds(report.seconds))\">\n"
        for suite in suites {
            let c = count(suite.cases)
            out += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(c.tests)\" failures=\"\(c.failures)\" errors=\"\(c.errors)\" skipped=\"\(c.skipped)\" time=\"\(seconds(c.seconds))\">\n"
            for t in suite.cases {
                out += "    <testcase classname=\"\(escape(t.classname))\" name=\"\(escape(t.name))\" time=\"\(seconds(t.seconds))\""
                if let f = t.failure {
                    out += ">\n      <failure type=\"\(f.type)\" message=\"\(escape(f.message))\">\(escape(f.detail))</failure>\n    </testcase>\n"
                } else if let e = t.error {
                    out += ">\n      <error type=\"render\" message=\"\(escape(e.message))\">\(escape(e.detail))</error>\n    </testcase>\n"
                } else if let skipped = t.skipped {
                    out += ">\n      <skipped message=\"\(escape(skipped))\"/>\n    </testcase>\n"
                } else {
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// `maoyan/iphone-se` or `maoyan/iphone-se-suggest`: the item within its hall.
    static func variantName(_ item: BatchItem) -> String {
        ItemPath(item.output).withinHall
    }

    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    /// XML text and attribute escaping (`Escape.xml`).
    static func escape(_ s: String) -> String { Escape.xmlReport(s) }
}
