import SeatMapPNG

/// A straightforward per-pixel pixelmatch, written for clarity, not speed: arrays and tuples,
/// a function call per channel. Kept so tests can check the fast version against it and the
/// benchmark can show what the fast one gains.
public enum ReferencePixelmatch {
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions()) -> (count: Int, image: RGBAImage) {
        precondition(a.width == b.width && a.height == b.height)
        let w = a.width, h = a.height
        var out = RGBAImage(width: w, height: h)
        func px(_ img: RGBAImage, _ x: Int, _ y: Int) -> [Double] {
            let p = img[x, y]
            return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
        }
        func delta(_ p: [Double], _ q: [Double], k: Int, yOnly: Bool) -> Double {
            if p == q { return 0 }
            var d = [p[0] - q[0], p[1] - q[1], p[2] - q[2]]
            let da = p[3] - q[3]
            if p[3] < 255 || q[3] < 255 {
                let bg = [48 + 159 * Double(k % 2), 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2),
                          48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)]
                d = (0..<3).map { (p[$0] * p[3] - q[$0] * q[3] - bg[$0] * da) / 255 }
            }
            let y = d[0] * 0.29889531 + d[1] * 0.58662247 + d[2] * 0.11448223
            if yOnly { return y }
            let i = d[0] * 0.59597799 - d[1] * 0.27417610 - d[2] * 0.32180189
            let q2 = d[0] * 0.21147017 - d[1] * 0.52261711 + d[2] * 0.31114694
            let v = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2
            return y > 0 ? -v : v
        }
        func neighbours(_ x: Int, _ y: Int) -> [(Int, Int)] {
            var n: [(Int, Int)] = []
            for nx in max(x - 1, 0)...min(x + 1, w - 1) {
                for ny in max(y - 1, 0)...min(y + 1, h - 1) where !(nx == x && ny == y) { n.append((nx, ny)) }
            }
            return n
        }
        func onEdge(_ x: Int, _ y: Int) -> Int { (x == 0 || y == 0 || x == w - 1 || y == h - 1) ? 1 : 0 }
        func manySiblings(_ img: RGBAImage, _ x: Int, _ y: Int) -> Bool {
            var z = onEdge(x, y)
            for (nx, ny) in neighbours(x, y) {
                if px(img, nx, ny) == px(img, x, y) { z += 1 }
                if z > 2 { return true }
            }
            return false
        }
        func antialiased(_ img: RGBAImage, _ other: RGBAImage, _ x: Int, _ y: Int) -> Bool {
            var z = onEdge(x, y)
            var lo = (0.0, 0, 0), hi = (0.0, 0, 0)
            for (nx, ny) in neighbours(x, y) {
                let d = delta(px(img, x, y), px(img, nx, ny), k: (y * w + x) * 4, yOnly: true)
                if d == 0 { z += 1; if z > 2 { return false } } else if d < lo.0 { lo = (d, nx, ny) } else if d > hi.0 { hi = (d, nx, ny) }
            }
            if lo.0 == 0 || hi.0 == 0 { return false }
            return (manySiblings(img, lo.1, lo.2) && manySiblings(other, lo.1, lo.2))
                || (manySiblings(img, hi.1, hi.2) && manySiblings(other, hi.1, hi.2))
        }
        func gray(_ x: Int, _ y: Int) {
            let p = px(a, x, y)
            let v = 255 + (p[0] * 0.29889531 + p[1] * 0.58662247 + p[2] * 0.11448223 - 255) * options.alpha * p[3] / 255
            let g = UInt8(truncatingIfNeeded: Int(v))
            out[x, y] = (g, g, g, 255)
        }
        if a.pixels == b.pixels {
            if !options.diffMask { for y in 0..<h { for x in 0..<w { gray(x, y) } } }
            return (0, out)
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        var count = 0
        for y in 0..<h {
            for x in 0..<w {
                let d = delta(px(a, x, y), px(b, x, y), k: (y * w + x) * 4, yOnly: false)
                if abs(d) > maxDelta {
                    if !options.includeAA && (antialiased(a, b, x, y) || antialiased(b, a, x, y)) {
                        if !options.diffMask { out[x, y] = (options.aaColor.r, options.aaColor.g, options.aaColor.b, 255) }
                    } else {
                        let c = d < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor
                        out[x, y] = (c.r, c.g, c.b, 255)
                        count += 1
                    }
                } else if !options.diffMask {
                    gray(x, y)
                }
            }
        }
        return (count, out)
    }
}
