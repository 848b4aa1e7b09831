import SeatMapCore
import SeatMapPage
import CCairo
import CPixels

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
        CairoFontLock.withLock { cairo_surface_finish(handle) }
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
        // In C: a debug build would run this loop per pixel 10–30× slower (CPixels).
        let out = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            sm_argb32_to_rgba(data, stride, UInt32(w), UInt32(h), buffer.baseAddress)
            count = w * h * 4
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
