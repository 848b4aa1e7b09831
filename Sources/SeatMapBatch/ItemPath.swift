/// An item's image inside a batch folder (`hall/theme/device….png`) and the files that go with
/// it: the one place that knows how they are named, so no caller cuts `.png` off by hand.
public struct ItemPath: Sendable, Hashable, CustomStringConvertible {
    /// The image, relative to the batch folder.
    public let image: String

    public init(_ image: String) { self.image = image }

    public var description: String { image }

    /// The image without `.png`: what the item's other files share.
    public var stem: String { image.hasSuffix(".png") ? String(image.dropLast(".png".count)) : image }
    public var layout: String { stem + ".layout.json" }
    public var seatsScript: String { stem + ".seats.js" }
    public var diff: String { stem + ".diff.png" }
    /// The image, its layout and its seats script: what a baseline keeps of an item (and what
    /// `batch accept` copies, removes and checks).
    public var files: [String] { [image, layout, seatsScript] }
    /// Its folder: `hall/theme`.
    public var folder: String { image.split(separator: "/").dropLast().joined(separator: "/") }
    /// `theme/device…` without `.png`: the item within its hall (a JUnit test case's name).
    public var withinHall: String {
        let parts = stem.split(separator: "/", maxSplits: 1)
        return parts.count > 1 ? String(parts[1]) : stem
    }
    /// The item's hall part (`hall`), or the whole path when it has no folder.
    public var hall: String { image.split(separator: "/", maxSplits: 1).first.map(String.init) ?? image }
}
