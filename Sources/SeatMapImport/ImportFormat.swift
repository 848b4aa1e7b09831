/// The formats `seatmap import` reads (docs/hall-format.md, "Importing seat data").
public enum ImportFormat: String, Sendable, CaseIterable {
    /// Try every format below in this order and take the first that matches.
    case auto
    case maoyan
    case vista
    case taopiaopiao
    case list
    case csv

    /// The concrete formats, in the order `auto` tries them.
    public static let concrete: [ImportFormat] = [.maoyan, .vista, .taopiaopiao, .list, .csv]

    /// One line for `seatmap import --help`.
    public var summary: String {
        switch self {
        case .auto: return "detect the format (a native hall file is read as is)"
        case .maoyan:
            return "Maoyan app/web seat grids: rows of columns/cells with st N/LK/E/L/R; camelCase or snake_case keys; JSON or plist"
        case .vista:
            return "Vista SeatLayoutData (Areas > Rows > Seats with Position, SeatsInGroup sofas) or its Columns variant with status names"
        case .taopiaopiao:
            return "Taopiaopiao/Alibaba seat_list: placeholder_row_id/placeholder_col_id grid, status 0/1/2, seat_type 1 couples paired by couple_id"
        case .list:
            return "flat seat lists with grid coordinates (XCoord/YCoord, gRow/gCol) or Baidu-style rows of seatList slots"
        case .csv:
            return "a spreadsheet export: header with row,col (1-based grid) and optionally rowLabel,colLabel,seatId,zone,price,status,pair"
        }
    }
}
