import SeatMapImport
import SeatMapRules
import SeatMapArguments
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapRender
import SeatMapTheme
import SeatMapFlow

/// Every way a command can fail, each with its exit code. The one place that maps library
/// errors to what a user reads.
public struct CLIError: Error, Sendable {
    public var lines: [String]
    public var exitCode: Int32

    public init(_ lines: [String], exitCode: Int32) {
        self.lines = lines
        self.exitCode = exitCode
    }

    public static func usage(_ message: String) -> CLIError { CLIError([message], exitCode: ExitCode.usage) }
    public static func data(_ message: String) -> CLIError { CLIError([message], exitCode: ExitCode.dataError) }
    public static func noInput(_ message: String) -> CLIError { CLIError([message], exitCode: ExitCode.noInput) }
    public static func cannotCreate(_ message: String) -> CLIError { CLIError([message], exitCode: ExitCode.cannotCreate) }

    /// Maps any error thrown by the libraries.
    public static func from(_ error: any Error) -> CLIError {
        switch error {
        case let e as CLIError: return e
        case let e as UsageError: return .usage(e.message)
        case let e as HallError:
            switch e {
            case .unreadable: return CLIError(e.lines, exitCode: ExitCode.noInput)
            default: return CLIError(e.lines, exitCode: ExitCode.dataError)
            }
        case let e as ImportError:
            switch e {
            case .unreadable: return CLIError(e.lines, exitCode: ExitCode.noInput)
            default: return CLIError(e.lines, exitCode: ExitCode.dataError)
            }
        case let e as LayoutError:
            switch e {
            case .invalidDevice, .invalidZoom, .invalidSlop, .invalidScale, .invalidTextScale, .nonFinite: return .usage(e.description)
            case .invalidMetrics: return .data(e.description)
            case let .imageTooLarge(w, h, limit, fit):
                return .data(LayoutError.tooLarge(width: w, height: h, limit: limit,
                                                  advice: "use a scale of at most \(fit) pixels per design point (--scale \(fit)) or --mode screen"))
            }
        case let e as ThemeError:
            switch e {
            case .unreadable: return CLIError(e.lines, exitCode: ExitCode.noInput)
            case .unknownTheme: return CLIError(e.lines, exitCode: ExitCode.usage)  // the flag's value is wrong
            case .syntax, .invalid, .tooLarge: return CLIError(e.lines, exitCode: ExitCode.dataError)
            }
        case let e as FlowError:
            switch e {
            case .unreadable: return .noInput(e.description)
            case .syntax, .invalid, .step, .missingGlyphs: return .data(e.description)
            case .several: return CLIError(e.lines, exitCode: ExitCode.dataError)
            case .output: return .cannotCreate(e.description)
            }
        case let e as PageError:
            switch e {
            case .selection(let rule):
                // Places in a general-admission area come from --area, seats from --selected.
                switch rule {
                case .unknownArea, .areaFull, .areaWhole: return .data("--area: \(rule)")
                default: return .data("--selected: \(rule)")
                }
            case let .suggestion(n, rule): return .data("--suggest \(n): \(rule)")
            case .noSection: return .usage("--\(e)")
            }
        case let e as OutputError:
            return .cannotCreate(e.description)
        case let e as RenderError:
            return .data(e.description)
        case let e as NonFiniteNumberError:
            return .data("\(e) (an extreme option value or input number overflowed)")
        default:
            return CLIError(["\(error)"], exitCode: ExitCode.dataError)
        }
    }
}
