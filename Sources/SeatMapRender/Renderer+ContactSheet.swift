import SeatMapCore
import SeatMapPage
import SeatMapDrawing
import SeatMapPNG
import SeatMapTheme

/// A contact sheet: pages side by side as thumbnails, each with a caption under it, on one PNG
/// (a flow's `contact.png`). Every thumbnail is its page painted again at the sheet's scale —
/// vector-sharp, not a resampled screenshot — clipped to its cell.
extension Renderer {
    /// One cell: the page and up to three caption lines (the first set bold).
    public struct SheetCell: Sendable {
        public var page: ResolvedPage
        public var caption: [String]

        public init(page: ResolvedPage, caption: [String]) {
            self.page = page
            self.caption = caption
        }
    }

    /// Thumbnail width of a contact sheet, in pixels.
    public static let sheetThumbnailWidth = 270.0
    static let sheetGap = 16.0
    static let sheetCaptionLine = 17.0

    /// The sheet's PNG: `columns` cells a row (at most as many as there are cells), thumbnails
    /// `sheetThumbnailWidth` px wide, captions in the first page's theme fonts.
    public static func contactSheet(_ cells: [SheetCell], columns: Int = 4, fonts: FontLibrary = .standard) throws(RenderError) -> [UInt8] {
        guard let first = cells.first else { throw .png("a contact sheet needs at least one page") }
        let theme = first.page.theme
        let measure = try ShapingMeasurer(theme: theme, library: fonts)
        let cols = max(1, min(columns, cells.count))
        let rows = (cells.count + cols - 1) / cols
        let size = first.page.size
        let scale = sheetThumbnailWidth / size.width
        let thumbHeight = (size.height * scale).rounded(.up)
        let captionHeight = sheetCaptionLine * 3 + 8
        let cellWidth = sheetThumbnailWidth, cellHeight = thumbHeight + captionHeight
        let width = Int(Double(cols) * cellWidth + Double(cols + 1) * sheetGap)
        let height = Int(Double(rows) * cellHeight + Double(rows + 1) * sheetGap)
        let surface = try CairoSurface(.image(width: width, height: height))
        let context = try CairoContext(surface)
        let canvas = Canvas(context: context, fonts: fonts)
        let ink = theme.page.text.over(.white), soft = theme.page.secondaryText.over(.white)
        canvas.setColor(Color(red: 0.93, green: 0.93, blue: 0.94, alpha: 1))
        canvas.paint()
        for (i, cell) in cells.enumerated() {
            let x = sheetGap + Double(i % cols) * (cellWidth + sheetGap)
            let y = sheetGap + Double(i / cols) * (cellHeight + sheetGap)
            canvas.save()
            canvas.clip(to: Rect(x: x, y: y, width: cellWidth, height: thumbHeight))
            canvas.translate(x, y)
            canvas.scale(scale)
            do throws(DrawingError) { try canvas.render(PageScene(cell.page)) } catch { throw RenderError(error) }
            canvas.restore()
            // A hairline frame, so light pages stand apart from the sheet.
            canvas.setColor(Color(red: 0.78, green: 0.78, blue: 0.8, alpha: 1))
            canvas.setLineWidth(1)
            canvas.rect(Rect(x: x - 0.5, y: y - 0.5, width: cellWidth + 1, height: thumbHeight + 1))
            canvas.stroke()
            for (n, line) in cell.caption.prefix(3).enumerated() {
                let t = ResolvedText.line(line, measure: measure, x: x, centreY: y + thumbHeight + 6 + (Double(n) + 0.5) * sheetCaptionLine,
                                          size: n == 0 ? 13 : 11.5, weight: n == 0 ? .bold : .regular, color: n == 0 ? ink : soft,
                                          maxWidth: cellWidth)
                canvas.text(t)
            }
            do throws(DrawingError) { try canvas.check("contact sheet cell \(i)") } catch { throw RenderError(error) }
        }
        return try surface.withARGB32 { data, w, h, stride throws(RenderError) in
            do throws(PNGError) {
                return try PNGCodec.encodePremultipliedARGB32(data, width: w, height: h, stride: stride)
            } catch {
                throw .png(error.description)
            }
        }
    }
}
