import SeatMapCore
import SeatMapVenue

extension FlowStory {
    /// Every step naming a seat, section or area `hall` does not have — `tap`, `confirm`'s
    /// conflict, `tapAt`'s `seat`, `section` and `area` — each located at its step, in story
    /// order: a story's typos are found before anything plays, all of them at once, as its
    /// step keys are (a section by its id or label, as `--section` takes it).
    public func targetProblems(in hall: FlowHall) -> [FlowError] {
        switch hall {
        case .grid(let h): return targetProblems(seatIds: h.allSeats.map(\.seat.seatId), venue: nil)
        case .venue(let v): return targetProblems(seatIds: v.allSeats.map(\.seatId), venue: v)
        }
    }

    func targetProblems(seatIds: [String], venue: Venue?) -> [FlowError] {
        let known = Set(seatIds)
        var out: [FlowError] = []
        for (i, step) in steps.enumerated() {
            let number = stepNumbers?[i] ?? i + 1
            func problem(_ reason: String) {
                out.append(.step(file: file, line: step.line, column: step.column, index: number, reason: reason))
            }
            func seat(_ id: String, _ what: String) {
                guard !known.contains(id) else { return }
                let near = NearMiss.closest(to: id, among: seatIds, maxEdits: 1).map { " (did you mean \($0)?)" } ?? ""
                problem("\(what): no seat with id \(MessageText.escaped(id)) in the hall\(near)")
            }
            switch step.action {
            case .tap(let id): seat(id, "tap")
            case .confirm(let conflict): for id in conflict { seat(id, "confirm.conflict") }
            case .tapOn(.seat(let id), _): seat(id, "tapAt.seat")
            case .tapOn(.section(let name), _):
                guard let venue else { problem("tapAt.section: no section \(MessageText.escaped(name)): the story's hall is not a venue with sections"); continue }
                guard venue.sectionId(named: name) == nil else { continue }
                let near = venue.nearestSectionName(to: name).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
                problem("tapAt.section: no section \(MessageText.escaped(name)) in the venue (\(near)it has \(venue.sectionChoices.joined(separator: ", ")))")
            case .tapOn(.area(let id), _):
                guard let venue else { problem("tapAt.area: no area \(MessageText.escaped(id)): the story's hall is not a venue with areas"); continue }
                guard !venue.areas.contains(where: { $0.id == id }) else { continue }
                let ids = venue.areas.map(\.id)
                let near = NearMiss.closest(to: id, among: ids).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
                problem("tapAt.area: no area \(MessageText.escaped(id)) in the venue (" + (ids.isEmpty ? "it has none)" : "\(near)it has \(ids.map(MessageText.quoted).joined(separator: ", ")))"))
            default: break
            }
        }
        return out
    }
}

extension FlowError {
    /// Where in the story the problem is (line, column); 0, 0 for one with no place.
    var position: (line: Int, column: Int) {
        switch self {
        case let .syntax(_, line, column, _), let .invalid(_, line, column, _, _), let .step(_, line, column, _, _): return (line, column)
        case .several(let all): return all.first?.position ?? (0, 0)
        default: return (0, 0)
        }
    }
}
