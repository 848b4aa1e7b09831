import SeatMapCore
import SeatMapPage
import CCairo

/// Collects the bytes Cairo writes for an SVG or PDF stream.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// Owns one `cairo_surface_t`; destroyed in `deinit`.
final class CairoSurface {
    let handle: OpaquePointer
    /// Present for vector surfaces: the bytes they write, complete after `finish()`.
    let sink: ByteSink?
    private let sinkRetain: Unmanaged<ByteSink>?

    /// The two surfaces SeatMap draws on: pixels for PNG, a PDF stream. (SVG is written by its
    /// own backend from the resolved page, not through Cairo.)
    enum Kind {
        case image(width: Int, height: Int), pdf(width: Double, height: Double, title: String)
    }

    init(_ kind: Kind) throws(RenderError) {
        switch kind {
        case let .image(w, h):
            handle = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
            sink = nil
            sinkRetain = nil
        case let .pdf(w, h, _):
            let s = ByteSink()
            let retained = Unmanaged.passRetained(s)
            let write: cairo_write_func_t = { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }
            handle = cairo_pdf_surface_create_for_stream(write, retained.toOpaque(), w, h)
            sink = s
            sinkRetain = retained
        }
        try check("cairo_surface_create")
        if case .pdf = kind {
            // Pin the dates Cairo would otherwise take from the clock, so output is reproducible.
            cairo_pdf_surface_set_metadata(handle, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(handle, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(handle, CAIRO_PDF_METADATA_CREATOR, "seatmap")
            if case .pdf(_, _, let title) = kind, !title.isEmpty {
                cairo_pdf_surface_set_metadata(handle, CAIRO_PDF_METADATA_TITLE, title)
            }
            try check("cairo_pdf_surface_set_metadata")
        }
    }

    /// A view of the rows `y0..<y0+height` of an image surface: drawing into it writes the
    /// parent's pixels, with the origin moved so the parent's coordinates still apply after a
    /// translation by `-y0`. Keeps `parent` alive.
    init(rowsOf parent: CairoSurface, y0: Int, height: Int) throws(RenderError) {
        let width = Double(cairo_image_surface_get_width(parent.handle))
        handle = cairo_surface_create_for_rectangle(parent.handle, 0, Double(y0), width, Double(height))
        sink = nil
        sinkRetain = nil
        self.parent = parent
        try check("cairo_surface_create_for_rectangle")
    }

    private var parent: CairoSurface?

    deinit {
        cairo_surface_destroy(handle)
        sinkRetain?.release()
    }

    func check(_ call: String) throws(RenderError) {
        let status = cairo_surface_status(handle)
        if status != CAIRO_STATUS_SUCCESS {
            throw .cairo(call: call, status: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Flushes a vector surface and returns its bytes.
    func finish() throws(RenderError) -> [UInt8] {
        cairo_surface_finish(handle)
        try check("cairo_surface_finish")
        return sink?.bytes ?? []
    }

    /// Calls `body` with an image surface's flushed ARGB32 pixels (premultiplied, native-endian).
    func withARGB32<T>(_ body: (UnsafeRawPointer, Int, Int, Int) throws(RenderError) -> T) throws(RenderError) -> T {
        cairo_surface_flush(handle)
        try check("cairo_surface_flush")
        let w = Int(cairo_image_surface_get_width(handle)), h = Int(cairo_image_surface_get_height(handle))
        let stride = Int(cairo_image_surface_get_stride(handle))
        guard let data = cairo_image_surface_get_data(handle) else { throw .cairo(call: "cairo_image_surface_get_data", status: "no data") }
        return try body(UnsafeRawPointer(data), w, h, stride)
    }

    /// Reads an ARGB32 image surface as straight-alpha RGBA8.
    func rgbaPixels() throws(RenderError) -> (width: Int, height: Int, pixels: [UInt8]) {
        cairo_surface_flush(handle)
        try check("cairo_surface_flush")
        let w = Int(cairo_image_surface_get_width(handle)), h = Int(cairo_image_surface_get_height(handle))
        let stride = Int(cairo_image_surface_get_stride(handle))
        guard let data = cairo_image_surface_get_data(handle) else { throw .cairo(call: "cairo_image_surface_get_data", status: "no data") }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    // ARGB32 is premultiplied, native-endian 32-bit words.
                    let px = row[x]
                    let a = UInt32((px >> 24) & 0xFF)
                    var r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                    if a != 0 && a != 255 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    let i = (y * w + x) * 4
                    dst[i] = UInt8(min(r, 255)); dst[i + 1] = UInt8(min(g, 255)); dst[i + 2] = UInt8(min(b, 255)); dst[i + 3] = UInt8(a)
                }
            }
        }
        return (w, h, out)
    }
}

/// Owns one `cairo_t`; destroyed in `deinit`.
final class CairoContext {
    let handle: OpaquePointer
    let surface: CairoSurface

    init(_ surface: CairoSurface) throws(RenderError) {
        self.surface = surface
        handle = cairo_create(surface.handle)
        try check("cairo_create")
    }

    deinit { cairo_destroy(handle) }

    /// Cairo's context status is sticky: one check after a batch of drawing calls catches any
    /// failure inside it.
    func check(_ call: String) throws(RenderError) {
        let status = cairo_status(handle)
        if status != CAIRO_STATUS_SUCCESS {
            throw .cairo(call: call, status: String(cString: cairo_status_to_string(status)))
        }
    }
}
