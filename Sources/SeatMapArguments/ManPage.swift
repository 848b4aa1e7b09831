/// A man page (roff, section 1) generated from command configurations: the same commands,
/// options and texts as `--help`, so it cannot drift from them. Dateless, so it is the same
/// bytes for the same release.
public struct ManPage: Sendable {
    public var program: String
    public var version: String
    public var top: CommandConfiguration
    public var commands: [(name: String, configuration: CommandConfiguration)]

    public init(program: String, version: String, top: CommandConfiguration,
                commands: [(name: String, configuration: CommandConfiguration)]) {
        self.program = program
        self.version = version
        self.top = top
        self.commands = commands
    }

    /// roff text: backslashes doubled, hyphens as `\-` (so they copy as ASCII), and a line
    /// starting with `.` or `'` protected.
    static func escape(_ s: String) -> String {
        var out = s.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// A paragraph of text: each source line escaped, blank lines as paragraph breaks.
    static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.trimmingPrefix(" ").isEmpty ? ".PP" : escape(String(line))
        }.joined(separator: "\n")
    }

    public var text: String {
        var out = [
            ".TH \(program.uppercased()) 1 \"\" \"\(program) \(version)\" \"User Commands\"",
            ".SH NAME",
            "\(program) \\- \(Self.escape(top.abstract))",
            ".SH SYNOPSIS",
            ".B \(program)",
            "\\fIcommand\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            Self.paragraphs(top.discussion),
            ".SH COMMANDS",
        ]
        for c in commands {
            let conf = c.configuration
            out.append(".SS \"\(program) \(c.name)\"")
            out.append(Self.escape(conf.abstract))
            out.append(".PP")
            out.append(".B \(Self.escape(conf.usage))")
            for p in conf.positionals {
                out.append(".TP")
                out.append(".I \(Self.escape(p.name))")
                out.append(Self.escape(p.help))
            }
            for o in conf.options {
                out.append(".TP")
                let names = o.names.map { "\\fB\(Self.escape($0))\\fR" }.joined(separator: ", ")
                out.append(names + (o.valueName.map { " \\fI\(Self.escape($0))\\fR" } ?? ""))
                out.append(Self.escape(o.help))
            }
            out.append(".TP")
            out.append("\\fB\\-h\\fR, \\fB\\-\\-help\\fR")
            out.append("Show help information.")
            if !conf.discussion.isEmpty {
                out.append(".PP")
                out.append(Self.paragraphs(conf.discussion))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
