import Foundation

/// How far a batch is: reported after every item, from the worker that finished it.
public struct BatchProgress: Sendable, Equatable {
    public var done: Int
    public var total: Int
    /// Since the batch started rendering.
    public var elapsedSeconds: Double

    public init(done: Int, total: Int, elapsedSeconds: Double) {
        self.done = done
        self.total = total
        self.elapsedSeconds = elapsedSeconds
    }

    public var isFinished: Bool { done >= total }

    /// Items per second so far.
    public var rate: Double { Double(done) / max(elapsedSeconds, 1e-6) }

    /// At the rate so far.
    public var secondsLeft: Double { Double(total - done) / max(rate, 1e-6) }
}

/// Progress for a terminal (one line redrawn in place) or for a log (a line at most every
/// `interval` seconds, and one at the end), so a CI log is not silent for a minute-long batch
/// and not flooded either. Thread-safe: workers report concurrently.
public final class BatchProgressLog: @unchecked Sendable {
    public let terminal: Bool
    public let interval: Double
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var lastLogged: Double?
    private var finished = false

    public init(terminal: Bool, interval: Double = 5, write: @escaping @Sendable (String) -> Void) {
        self.terminal = terminal
        self.interval = interval
        self.write = write
    }

    public func report(_ p: BatchProgress) {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        if let text = line(p) { write(text) }
    }

    /// What to write for `p`, if anything (the throttling and the wording; no writing).
    func line(_ p: BatchProgress) -> String? {
        if p.isFinished { finished = true }
        if terminal {
            let line = "\r\u{1B}[K[\(p.done)/\(p.total)] \(String(format: "%.1f", p.rate)) images/s, \(String(format: "%.0f", p.secondsLeft)) s left"
            // The last count, then the line cleared for the result.
            return p.isFinished ? line + "\r\u{1B}[K" : line
        }
        if p.isFinished { return "batch: \(p.done)/\(p.total) items in \(String(format: "%.1f", p.elapsedSeconds)) s\n" }
        if let last = lastLogged, p.elapsedSeconds - last < interval { return nil }
        // The first line comes once `interval` has passed, not for the first item.
        if lastLogged == nil, p.elapsedSeconds < interval { return nil }
        lastLogged = p.elapsedSeconds
        return "batch: \(p.done)/\(p.total) items, \(String(format: "%.0f", p.elapsedSeconds)) s elapsed, about \(String(format: "%.0f", p.secondsLeft)) s left\n"
    }
}
