import CPixels

/// An 8-bit RGBA image with straight (non-premultiplied) alpha, rows top to bottom, no padding.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A width×height image filled with one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        let n = width * height
        let p = [UInt8](unsafeUninitializedCapacity: n * 4) { buffer, count in
            sm_rgba_fill(buffer.baseAddress, n, fill.0, fill.1, fill.2, fill.3)
            count = n * 4
        }
        self.init(width: width, height: height, pixels: p)
    }

    /// The pixel at (x, y) as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}
