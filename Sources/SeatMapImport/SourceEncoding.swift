#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatMapCore

/// The text encodings seat data arrives in, and their conversion to UTF-8 before parsing.
///
/// Detected in this order: a byte-order mark (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE), valid UTF-8,
/// then GB18030 (the superset of GBK and GB2312 that Chinese Excel and Windows save by default).
/// `--encoding` names one instead of detecting.
public enum SourceEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8", utf16 = "utf-16", utf16le = "utf-16le", utf16be = "utf-16be", gb18030

    /// The bytes as UTF-8 (without a byte-order mark) and the encoding they were read as.
    /// Throws `.encoding` when the bytes are valid in none of the encodings tried.
    public static func utf8(_ bytes: [UInt8], file: String, declared: SourceEncoding? = nil) throws(ImportError) -> (bytes: [UInt8],
                                                                                                                     encoding: SourceEncoding) {
        if let declared { return (try convert(bytes, from: declared, file: file), declared) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (try convert(bytes, from: .utf8, file: file), .utf8) }
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw .encoding(file: file, reason: "UTF-32 text; save it as UTF-8 (iconv -f UTF-32 -t UTF-8 \(file))")
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return (try convert(bytes, from: .utf16le, file: file), .utf16le) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (try convert(bytes, from: .utf16be, file: file), .utf16be) }
        if JSONParser.isValidUTF8(bytes) { return (bytes, .utf8) }
        if let kind = binaryKind(bytes) {
            throw .encoding(file: file, reason: "\(kind), not text; seat data is JSON, a plist or CSV text")
        }
        let gb = iconvConversion(bytes, from: "GB18030")
        if let converted = gb.bytes { return (converted, .gb18030) }
        // Mostly GB18030 with one damaged byte pair: say where, not "try Windows-1252".
        if let at = gb.failedAt, bytes[..<at].filter({ $0 >= 0x80 }).count >= 4 {
            throw .encoding(file: file, reason: "reads as GB18030 (GBK) up to \(position(bytes, at)), which is not a GB18030 character "
                            + "(a damaged byte pair?); fix that byte, or name the encoding with --encoding")
        }
        let (looksLike, iconvName) = resemblance(bytes)
        throw .encoding(file: file, reason: "not valid UTF-8 (\(firstInvalidUTF8(bytes))), UTF-16 with a byte-order mark or GB18030; "
                        + "it resembles \(looksLike); convert it to UTF-8, e.g. iconv -f \(iconvName) -t UTF-8 FILE > FILE.utf8, "
                        + "or name the encoding with --encoding")
    }

    /// `bytes` read as `encoding`, as UTF-8.
    static func convert(_ bytes: [UInt8], from encoding: SourceEncoding, file: String) throws(ImportError) -> [UInt8] {
        switch encoding {
        case .utf8:
            let marked = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            let body = marked ? Array(bytes.dropFirst(3)) : bytes
            guard JSONParser.isValidUTF8(body) else {
                throw .encoding(file: file,
                                reason: "\(marked ? "starts with a UTF-8 byte-order mark but is " : "")not valid UTF-8 (\(firstInvalidUTF8(body)))")
            }
            return body
        case .utf16, .utf16le, .utf16be:
            var bigEndian = encoding == .utf16be
            var body = bytes[...]
            if body.starts(with: [0xFF, 0xFE]) { bigEndian = false; body = body.dropFirst(2) }
            else if body.starts(with: [0xFE, 0xFF]) { bigEndian = true; body = body.dropFirst(2) }
            guard body.count % 2 == 0 else { throw .encoding(file: file, reason: "UTF-16 text with an odd number of bytes (\(body.count))") }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var i = body.startIndex
            while i < body.endIndex {
                let a = UInt16(body[i]), b = UInt16(body[i + 1])
                units.append(bigEndian ? a << 8 | b : b << 8 | a)
                i += 2
            }
            guard let s = String(validating: units, as: UTF16.self) else {
                throw .encoding(file: file, reason: "not valid UTF-16\(bigEndian ? "BE" : "LE") (an unpaired surrogate)")
            }
            return Array(s.utf8)
        case .gb18030:
            let gb = iconvConversion(bytes, from: "GB18030")
            guard let converted = gb.bytes else {
                throw .encoding(file: file, reason: "not valid GB18030 text" + (gb.failedAt.map { " (\(position(bytes, $0)))" } ?? ""))
            }
            return converted
        }
    }

    /// `bytes` converted from `encoding` to UTF-8 with the C library's iconv, or nil when a byte
    /// sequence is invalid (or the C library has no such converter).
    static func iconvConvert(_ bytes: [UInt8], from encoding: String) -> [UInt8]? { iconvConversion(bytes, from: encoding).bytes }

    /// The conversion, or the offset of the first byte iconv could not convert.
    static func iconvConversion(_ bytes: [UInt8], from encoding: String) -> (bytes: [UInt8]?, failedAt: Int?) {
        let cd = iconv_open("UTF-8", encoding)
        guard let cd, Int(bitPattern: UnsafeRawPointer(cd)) != -1 else { return (nil, nil) }
        defer { iconv_close(cd) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 2 + 16)  // GB18030 → UTF-8 grows by at most 3/2
        var produced = 0, consumed = 0
        let ok: Bool = input.withUnsafeMutableBytes { inBuf in
            output.withUnsafeMutableBytes { outBuf in
                var inPtr = inBuf.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = inBuf.count
                var outPtr = outBuf.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outLeft = outBuf.count
                let r = iconv(cd, &inPtr, &inLeft, &outPtr, &outLeft)
                produced = outBuf.count - outLeft
                consumed = inBuf.count - inLeft
                return r != -1 && inLeft == 0
            }
        }
        guard ok else { return (nil, consumed) }
        return (Array(output[..<produced]), nil)
    }

    /// `byte 0xE9 at line 3, column 7` for the byte at `offset` (columns count bytes).
    static func position(_ bytes: [UInt8], _ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file (a character cut short)" }
        var line = 1, column = 1
        for b in bytes[..<offset] { if b == 0x0A { line += 1; column = 1 } else { column += 1 } }
        return "byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at line \(line), column \(column)"
    }

    /// Where the first byte that is not UTF-8 is: `byte 0xE9 at line 3, column 7`.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> String {
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            let valid = length > 0 && i + length <= bytes.count
                && String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil
            if !valid { return "byte 0x\(String(b, radix: 16, uppercase: true)) at line \(line), column \(column)" }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return "at the end"
    }

    /// What a file that is not text at all is, when its first bytes say so (an Excel workbook is
    /// the likely one: a spreadsheet saved as .xlsx instead of CSV).
    static func binaryKind(_ bytes: [UInt8]) -> String? {
        let signatures: [([UInt8], String)] = [
            ([0x50, 0x4B, 0x03, 0x04], "a zip archive (an Excel .xlsx workbook is one: save the sheet as CSV)"),
            ([0xD0, 0xCF, 0x11, 0xE0], "an old Excel .xls workbook (save the sheet as CSV)"),
            ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
            (Array("%PDF".utf8), "a PDF document"),
        ]
        return signatures.first { bytes.starts(with: $0.0) }?.1
    }

    /// A guess at what the bytes are, for the error message, and iconv's name for it.
    static func resemblance(_ bytes: [UInt8]) -> (String, String) {
        let sample = bytes.prefix(4096)
        let zeros = sample.filter { $0 == 0 }.count
        if zeros * 4 > sample.count {
            let evenZeros = stride(from: 0, to: sample.count, by: 2).filter { sample[sample.startIndex + $0] == 0 }.count
            return evenZeros * 2 > zeros ? ("UTF-16BE without a byte-order mark", "UTF-16BE") : ("UTF-16LE without a byte-order mark", "UTF-16LE")
        }
        let high = sample.filter { $0 >= 0x80 }.count
        if high * 3 > sample.count { return ("a double-byte encoding such as Big5", "BIG5") }
        return ("a single-byte encoding such as Windows-1252 or Latin-1", "WINDOWS-1252")
    }
}
