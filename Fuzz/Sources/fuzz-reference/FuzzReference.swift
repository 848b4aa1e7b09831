import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapSnapshot

/// Snapshot references with edited text chunks, against the unchanged fast path: it may say
/// "this file is the page" only for a file that decodes to exactly the page's pixels and holds
/// its texts. Any other file it vouches for is a finding (issue 69: a golden must not vouch for
/// itself). Whatever
/// decodes is then compared as an assertion would compare it.
///
/// The first byte picks the file (the rest, the payload, edits it), so the fuzzer works on the
/// texts rather than on a 20-KB picture it can rarely keep valid:
/// - 0: the payload is the whole reference file;
/// - 1: the page's reference, its `SeatMap pixels` text replaced by the payload;
/// - 2: the reference of another page (one seat sold), its texts replaced by this page's with
///   the payload written over the pixels text's start: with an empty payload, exactly the
///   forgery the issue reproduced (an old picture beside the new page's digest);
/// - 3: the page's reference with the payload inserted as one more text chunk (keyword and text
///   split at the first NUL) before the others.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReference(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let mode = data[0] % 4
    let payload = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let f = ReferenceFixture.shared
    let file: [UInt8]?
    switch mode {
    case 0: file = payload
    case 1: file = try? f.withTexts(f.reference, pixels: String(decoding: payload, as: UTF8.self))
    case 2:
        var text = Array(f.pixelsText.utf8)
        for (i, b) in payload.prefix(text.count).enumerated() { text[i] = b }
        file = try? f.withTexts(f.otherReference, pixels: String(decoding: text, as: UTF8.self))
    default:
        let cut = payload.firstIndex(of: 0) ?? payload.count
        let keyword = String(decoding: payload[..<cut], as: UTF8.self), text = String(decoding: payload[min(cut + 1, payload.count)...], as: UTF8.self)
        let extra = try? PNGChunks.inserting(keyword: keyword, text: text, into: f.stripped(f.reference))
        file = extra.flatMap { try? f.adding(to: $0, pixels: f.pixelsText) }
    }
    guard let file else { return 0 }
    if f.diffing.matchesReference?(f.page, file) == true, file != f.reference {
        // Another file may pass only if it decodes to exactly the page, with the page's texts.
        let decoded = try? PNGCodec.decode(file)
        let texts = ["SeatMap seats", "SeatMap fonts", "SeatMap pixels"].map { PNGChunks.text(keyword: $0, in: file) }
        let own = ["SeatMap seats", "SeatMap fonts", "SeatMap pixels"].map { PNGChunks.text(keyword: $0, in: f.reference) }
        if decoded != f.page.image || texts != own {
            fatalError("the fast path vouched for \(file.count) bytes that are not the page (mode \(mode))")
        }
    }
    if file.count < 1 << 17, let reference = try? f.diffing.fromData(file), reference.image.width * reference.image.height <= 1 << 20 {
        _ = f.diffing.diff(reference, f.page)
    }
    return 0
}

/// The page every input is checked against — a 4 × 4 hall on a 320 × 480 @1 screen — and the
/// same hall with one more seat sold, made once.
struct ReferenceFixture: Sendable {
    let page: PageImage
    let reference: [UInt8]
    let otherReference: [UInt8]
    let diffing: Diffing<PageImage>
    /// The page's own `SeatMap pixels` text.
    let pixelsText: String
    /// The page's seats and fonts texts, in the order its reference holds them.
    let otherTexts: [(keyword: String, text: String)]

    static let shared: ReferenceFixture = {
        func hall(soldAlso: String?) -> Hall {
            let rows = (1...4).map { r in
                (1...4).map { c in
                    let id = "\(r)_\(c)"
                    return Seat(seatId: id, rowNo: r, colNo: c, priceMinorUnits: 4500, status: (r + c) % 3 == 0 || id == soldAlso ? .sold : .available)
                }
            }
            return Hall(movie: .init(id: "m", title: "Fuzz"), showtime: .init(id: "s", startsAt: "2026-12-07T19:30:00+08:00", hall: .init(id: "h", name: "1")), rows: rows)
        }
        let strategy = Snapshotting<Hall, PageImage>.page(device: try! Device.named("320x480@1"))
        let page = try! strategy.snapshot(hall(soldAlso: nil))
        let reference = try! strategy.diffing.toData(page)
        let other = try! strategy.diffing.toData(try! strategy.snapshot(hall(soldAlso: "1_1")))
        let keywords = ["SeatMap seats", "SeatMap fonts"]
        return ReferenceFixture(page: page, reference: reference, otherReference: other, diffing: strategy.diffing,
                                pixelsText: PNGChunks.text(keyword: "SeatMap pixels", in: reference)!,
                                otherTexts: keywords.compactMap { k in PNGChunks.text(keyword: k, in: reference).map { (k, $0) } })
    }()

    /// `png` without its text chunks.
    func stripped(_ png: [UInt8]) -> [UInt8] {
        guard let chunks = PNGChunks.list(png) else { return png }
        var out = Array(png[0..<8])
        for c in chunks where !["tEXt", "iTXt", "zTXt"].contains(c.type) { out += png[c.offset..<c.end] }
        return out
    }

    /// `png`'s picture with this page's seats and fonts texts and `pixels` as its pixels text.
    func withTexts(_ png: [UInt8], pixels: String) throws -> [UInt8] { try adding(to: stripped(png), pixels: pixels) }

    /// `png` with this page's seats and fonts texts and `pixels` added after the chunks it has.
    func adding(to png: [UInt8], pixels: String) throws -> [UInt8] {
        var out = png
        for t in otherTexts { out = try PNGChunks.inserting(keyword: t.keyword, text: t.text, into: out) }
        return try PNGChunks.inserting(keyword: "SeatMap pixels", text: pixels, into: out)
    }
}
