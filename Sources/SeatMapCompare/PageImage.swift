import Foundation
import SeatMapCore
import SeatMapPage
import SeatMapPNG

/// A page's pixels and where its seats are: one side of a comparison (`PageComparison.compare`),
/// and the snapshot format of `.png` and `.page`.
///
/// A snapshot reference PNG carries the seat frames and states in a text chunk (`SeatMap seats`), so a
/// failing comparison can say which seats changed and from which state to which, the fonts
/// it was drawn with (`SeatMap fonts`), so a failure caused by another font or library version
/// says so before any pixel count, and the digest of its pixels (`SeatMap pixels`), so an
/// unchanged page is known unchanged without decoding the reference or comparing a pixel.
public struct PageImage: Sendable {
    /// The straight-alpha pixels. A rendered page keeps Cairo's premultiplied pixels and makes
    /// these (in C) the first time they are read: an unchanged assertion never reads them.
    public var image: RGBAImage {
        get { pixels.straight }
        set { pixels = PagePixels(newValue) }
    }
    /// nil for a reference recorded without seat information.
    public var seats: SeatFrames?
    /// nil for a reference recorded without a font report.
    public var fonts: FontReport?
    package var pixels: PagePixels

    /// `fonts` defaults to what the seats' layout file says, if it says.
    public init(image: RGBAImage, seats: SeatFrames? = nil, fonts: FontReport? = nil) {
        pixels = PagePixels(image)
        self.seats = seats
        self.fonts = fonts ?? seats?.fonts
    }

    /// A page as rendered: its premultiplied pixels, digested without conversion.
    public init(rendered: PremultipliedImage, seats: SeatFrames?, fonts: FontReport? = nil) {
        pixels = PagePixels(rendered)
        self.seats = seats
        self.fonts = fonts ?? seats?.fonts
    }
}

/// A page's pixels, premultiplied as drawn or straight as read, converted once when the other
/// form is asked for. Immutable but for that cache (guarded by a lock), so a `PageImage` stays
/// a value.
package final class PagePixels: @unchecked Sendable {
    package let premultiplied: PremultipliedImage?
    private var converted: RGBAImage?
    private var computedDigest: String?
    private let lock = NSLock()

    package init(_ image: RGBAImage) { premultiplied = nil; converted = image }
    package init(_ image: PremultipliedImage) { premultiplied = image }

    package var straight: RGBAImage {
        lock.lock()
        defer { lock.unlock() }
        if let converted { return converted }
        let image = premultiplied!.straight()
        converted = image
        return image
    }

    /// Whether the straight-alpha pixels exist yet (tests: an unchanged assertion never makes them).
    package var hasStraightPixels: Bool {
        lock.lock()
        defer { lock.unlock() }
        return converted != nil
    }

    /// The premultiplied pixels' digest (nil for pixels read as straight alpha).
    package var digest: String? {
        lock.lock()
        defer { lock.unlock() }
        if let computedDigest { return computedDigest }
        computedDigest = premultiplied?.digest
        return computedDigest
    }
}

