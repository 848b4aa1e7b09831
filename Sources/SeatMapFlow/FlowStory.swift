import SeatMapCore
import SeatMapLayout
import SeatMapImport
import SeatMapLocale
import SeatMapVenue

/// A scripted visit to the seat page (docs/flow-format.md): the hall, how the page is shown,
/// and the steps a person takes, each played through the page's rules and its hit-tester.
public struct FlowStory: Sendable, Equatable {
    /// The story file, as given (errors and `flow.json` name it).
    public var file: String
    /// Its name, for captions and batch groups: the story's `name`, else the file's stem.
    public var name: String
    /// The hall file: relative paths are resolved against the story's folder when read.
    public var hall: String
    /// Where the story names its hall (1-based; 0 for a story made in code), so a hall that
    /// cannot be read is an error at that line.
    public var hallLine = 0
    public var hallColumn = 0
    /// The device the story is shown on (validated when read); nil: the default.
    public var device: Device?
    public var theme: String?
    public var orientation: Device.Orientation?
    public var textScale: Double?
    /// The page's locale (a BCP 47 tag with a table, checked when read, `docs/locales.md`); nil:
    /// the theme's own words.
    public var locale: String?
    /// Whether a seat tapped at the overview zoom zooms the map in around it (default true).
    public var zoomOnTap: Bool
    public var steps: [FlowStep]
    /// Each step's place in the file's list (from 1) when some steps did not read: what a
    /// problem of a read step is numbered by. nil: the steps in order.
    var stepNumbers: [Int]?

    public init(file: String, name: String, hall: String, device: Device? = nil, theme: String? = nil,
                orientation: Device.Orientation? = nil, textScale: Double? = nil, locale: String? = nil, zoomOnTap: Bool = true,
                steps: [FlowStep]) {
        self.file = file
        self.name = name
        self.hall = hall
        self.device = device
        self.theme = theme
        self.orientation = orientation
        self.textScale = textScale
        self.locale = locale
        self.zoomOnTap = zoomOnTap
        self.steps = steps
    }

    /// The hall the story plays on: a hall, or a SeatMap venue file (its phone page, where a tap
    /// on a section zooms into it). A hall file that cannot be read is an error at the story's
    /// `hall` (`story.json:3:11: hall: ../halls/nope.json: no such file`): the story is what to
    /// fix; a hall file that is not seat data keeps its own located error. A seats.io chart or a
    /// pretix plan is said to be one, at the story's `hall`: import it first.
    public func loadHall() throws -> FlowHall {
        let path = resolve(hall)
        do { return .grid(try HallImport.load(path: path)) } catch {
            if case .unreadable = error {
                throw FlowError.unreadable(file: "\(file):\(hallLine):\(hallColumn): hall", reason: error.description)
            }
            // Read again only a regular file: a pipe was read once, by the hall readers.
            if InputFile.isRegularFile(path), let bytes = try? InputFile.read(path, limit: FlowStory.maxVenueBytes),
               let kind = VenueDocumentKind(bytes: bytes) {
                guard kind == .venueFile else {
                    throw FlowError.invalid(file: file, line: hallLine, column: hallColumn, path: "hall",
                                            reason: "\(path) is \(kind.rawValue) (seats at coordinates): seatmap import \(path) -o VENUE.json makes it a venue file a story plays on")
                }
                do { return .venue(try VenueFile.read(try JSONParser.parse(utf8: bytes), file: path)) } catch let e as VenueReadError {
                    throw FlowError.invalid(file: file, line: hallLine, column: hallColumn, path: "hall", reason: e.description)
                }
            }
            throw error
        }
    }

    /// Largest file read again to tell a venue from a hall (as large as a hall file may be).
    static let maxVenueBytes = HallFile.maxFileBytes

    /// A path the story names, resolved against the story's folder.
    public func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}

/// What a device-independent `tapAt` touches.
public enum FlowTarget: Sendable, Equatable {
    /// A seat by id: the centre of its frame where the map shows it.
    case seat(String)
    /// A page element by the name a flow's `hit` gives it (`confirm`, `back`, `seatChip 5_5`,
    /// `dialogButton accept`), and which of its kind (0-based, as `seatmap layout` numbers
    /// them) when it has no qualifier.
    case element(String, index: Int?)
    /// A venue's section by id: the centre of its outline where the page shows it.
    case section(String)
    /// A venue's general-admission area or booth by id: the centre of its outline on the page.
    case area(String)

    /// As a caption says it: `seat 5_5`, `dialogButton accept`, `legendItem #2`.
    public var summary: String {
        switch self {
        case .seat(let id): return "seat \(id)"
        case let .element(name, index): return name + (index.map { " #\($0)" } ?? "")
        case .section(let id): return "section \(id)"
        case .area(let id): return "area \(id)"
        }
    }
}

/// One thing the person does.
public struct FlowStep: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// Taps the seat with this id (as `select --tap` does).
        case tap(String)
        /// Touches this page point (device points, what a screenshot shows ÷ the device scale):
        /// the hit-tester decides what is there, a seat or a control.
        case tapAt(Point)
        /// Touches the centre of a seat or a control of the page the previous frame shows, moved
        /// by `by` page points (`{"tapAt": {"seat": "5_5"}}`, `{"tapAt": {"element":
        /// "dialogButton accept"}}`): found on the page as drawn, so one story serves every
        /// device, orientation and text scale; the touch then goes through the hit-tester.
        case tapOn(FlowTarget, by: Point)
        /// Zooms and scrolls the map: a scale, `fit` or `contain`, and a content offset (nil:
        /// centred).
        case zoom(Zoom, offset: Point?)
        /// Asks for the best N seats side by side: selects them, or, over a manual selection,
        /// opens the dialog that asks to replace it.
        case suggest(Int)
        /// Reloads the seats from a newer snapshot of the showtime (the path is relative to the
        /// story).
        case refresh(String)
        /// Taps confirm; the server refuses `conflict` (sold meanwhile) when given.
        case confirm(conflict: [String])
    }

    public var action: Action
    /// Where the step stands in the story file (1-based), for messages.
    public var line: Int
    public var column: Int

    public init(_ action: Action, line: Int = 0, column: Int = 0) {
        self.action = action
        self.line = line
        self.column = column
    }
}

/// Why a story cannot be played: the one error type of this module. Every case names the file
/// and, where it has one, the place in it.
public enum FlowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The story file cannot be read.
    case unreadable(file: String, reason: String)
    /// The story is not JSON.
    case syntax(file: String, line: Int, column: Int, reason: String)
    /// The story is JSON but not a story: the key path (`steps[3].tapAt`) and why.
    case invalid(file: String, line: Int, column: Int, path: String, reason: String)
    /// A step cannot be played (its hall or snapshot is wrong): the step and why.
    case step(file: String, line: Int, column: Int, index: Int, reason: String)
    /// An output could not be written or rendered.
    case output(String)
    /// A frame in an asked-for locale has characters no font has (the hall's text, in `file`).
    case missingGlyphs(file: String, locale: String, characters: [String])
    /// Every problem found in one story (at most `FlowError.maxReported`), in file order.
    indirect case several([FlowError])

    /// Most problems one story reports: enough to fix a story in one pass, never a flood.
    public static let maxReported = 20

    /// One error for `errors`: itself when there is one, `.several` for more.
    static func combined(_ errors: [FlowError]) -> FlowError? {
        errors.count <= 1 ? errors.first : .several(Array(errors.prefix(maxReported)))
    }

    /// One line a problem, as the command line prints them.
    public var lines: [String] {
        if case .several(let all) = self { return all.flatMap(\.lines) }
        return [description]
    }

    public var description: String {
        switch self {
        case let .unreadable(file, reason): return "\(file): \(reason)"
        case let .syntax(file, line, column, reason): return "\(file):\(line):\(column): \(reason)"
        case let .invalid(file, line, column, path, reason): return "\(file):\(line):\(column): \(path): \(reason)"
        case let .step(file, line, column, index, reason): return "\(file):\(line):\(column): steps[\(index - 1)]: \(reason)"
        case .output(let reason): return reason
        case let .missingGlyphs(file, locale, characters): return "\(file): --locale \(locale): \(LocaleError.noFontText(characters))"
        case .several(let all): return all.map(\.description).joined(separator: "\n")
        }
    }
}

/// What a story plays on: a grid hall, or a venue at coordinates (its phone page).
public enum FlowHall: Sendable {
    case grid(Hall)
    case venue(Venue)
}
