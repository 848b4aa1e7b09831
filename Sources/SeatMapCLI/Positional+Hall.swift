import SeatMapArguments

extension Positional {
    /// The hall every page and rules command reads (`render`, `layout`, `hit`, `audit`,
    /// `suggest`, `select`, `order`): one declaration, so their help says the same words.
    static let hall = Positional("HALL", help: "Hall file, or seat data in any format `seatmap import` reads.")
    /// `validate`'s halls: one or more.
    static let halls = Positional("HALL", help: "Hall file, or seat data in any format `seatmap import` reads.", variadic: true)
}
