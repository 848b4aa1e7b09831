import SeatMapCore

/// Maoyan app and web seat grids: `{"seats": [{"rowId", "rowNum", "columns": [{"columnId",
/// "seatNo", "st"}]}]}` (app, often a plist) or `{"rows": [{"rowId", "cells": [...]}]}` (web),
/// in camelCase or snake_case, possibly wrapped in `data`. Every cell is a grid slot, left to right.
enum MaoyanImporter {
    static let rowKeys = ["seats", "rows", "seatRows", "seat_rows"]
    static let cellKeys = ["columns", "cells"]

    static func read(_ root: JSONValue, file: String) throws(ImportError) -> FormatMatch {
        // The row list: under `seats`/`rows`, at the top or inside a `data` wrapper.
        var found: (path: String, rows: [JSONValue])?
        for (path, obj) in root.objects(depth: 3) where found == nil {
            for key in rowKeys {
                guard let rows = obj[key]?.arrayElements, !rows.isEmpty,
                      rows.allSatisfy({ $0.first(cellKeys)?.arrayElements != nil }) else { continue }
                found = (path.isEmpty ? key : "\(path).\(key)", rows)
                break
            }
        }
        guard let (rowsPath, rows) = found else {
            return .notThisFormat("no \"seats\" or \"rows\" array of rows with \"columns\" or \"cells\"")
        }
        guard rows.contains(where: { ($0.first(cellKeys)?.arrayElements ?? []).contains { $0["st"] != nil } }) else {
            return .notThisFormat("\(rowsPath): cells have no \"st\" status")
        }
        var problems = ImportProblems(file: file)
        var hall = ImportedHall()
        hall.maxSeats = root.objects(depth: 3).lazy.compactMap { $0.value.first(["ticket_container_data_limit", "maxSeats",
                                                                                 "max_seats"])?.looseInt }.first
        let defaultPrice = seatsPrice(root, &problems)
        names(root, into: &hall)

        // `rowNum` is the grid row (1-based) when given; gaps are walkways.
        // A `rowNum` outside ImportLimits.coordinateRange is not a grid row (and differences of
        // such numbers could overflow): the rows then keep their list order.
        let gridRows = rows.map { $0.first(["rowNum", "row_num"])?.looseInt.flatMap { ImportLimits.coordinateRange.contains($0) ? $0 : nil } }
        let useRowNum = gridRows.allSatisfy { $0 != nil } && Set(gridRows.compactMap { $0 }).count == rows.count
        let minRowNum = gridRows.compactMap { $0 }.min() ?? 1
        if !useRowNum, let i = rows.indices.first(where: { rows[$0].first(["rowNum", "row_num"]) != nil }) {
            // Said, not silently assumed: which row's number could not be a grid row.
            let bad = rows.indices.first { gridRows[$0] == nil && rows[$0].first(["rowNum", "row_num"]) != nil }
            let why = bad.map { "\(rowsPath)[\($0)].rowNum \(MessageText.quoted(rows[$0].first(["rowNum", "row_num"])?.scalarText ?? "?")) is not a row number from \(ImportLimits.coordinateRange.lowerBound) to \(ImportLimits.coordinateRange.upperBound)" }
                ?? "\(rowsPath)[\(i)]: rowNum is missing on some rows or repeats"
            hall.notes.append("\(file): \(why); rows are placed in list order with no walkways between them")
        }
        for (i, rowValue) in rows.enumerated() {
            let rowPath = "\(rowsPath)[\(i)]"
            let r = useRowNum ? gridRows[i]! - minRowNum : i
            let rowText = rowValue.first(["rowId", "row_id"])?.scalarText
            let cells = rowValue.first(cellKeys)!.arrayElements!
            guard ImportLimits.check(row: r, col: max(0, cells.count - 1), rowPath, rowValue, into: &problems) else { continue }
            hall.rowWidths[r] = cells.count
            for (c, cell) in cells.enumerated() {
                let path = "\(rowPath).\(cellKeys.first { rowValue[$0] != nil }!)[\(c)]"
                guard let st = cell["st"]?.stringValue else {
                    problems.add("\(path).st", cell["st"] ?? cell, "expected a seat status \"st\" (N, LK, E, L or R)")
                    continue
                }
                var seat = ImportedSeat(row: r, col: c)
                switch st {
                case "E": continue
                case "N": seat.status = .available
                case "LK": seat.status = .sold
                case "L", "R": seat.pair = st == "L" ? .left : .right; seat.zone = .couple; seat.status = .available
                default:
                    problems.add("\(path).st", cell["st"],
                                 "unknown status \(MessageText.quoted(st)) (expected N available, LK sold, E empty slot, L/R couple halves)")
                    continue
                }
                // `seat_status` (snake_case exports) is the seat's sale state and wins over the type
                // code in `st`: a sofa (L/R) or any seat can be sold. 1 is available, 0 says
                // nothing (follow `st`), any other code cannot be bought: sold.
                if let code = cell.first(["seat_status", "seatStatus"]) {
                    guard let n = code.looseInt else {
                        problems.add("\(path).seat_status", code, "expected an integer seat status (1 available, 0 see st, other codes sold)")
                        continue
                    }
                    if n != 0 { seat.status = n == 1 ? .available : .sold }
                }
                seat.id = cell.first(["seatNo", "seat_no"])?.scalarText
                seat.rowText = cell.first(["rowId", "row_id"])?.scalarText.flatMap { $0.isEmpty ? nil : $0 } ?? rowText
                seat.colText = cell.first(["columnId", "column_id"])?.scalarText
                seat.priceMinorUnits = cell["price"].map { problems.price($0, "\(path).price") } ?? defaultPrice
                hall.seats.append(seat)
            }
        }
        if useRowNum { hall.rowCount = (gridRows.compactMap { $0 }.max() ?? 0) - minRowNum + 1 }
        try problems.check()
        return .matched(hall)
    }

    /// Hall, cinema and movie names where the export has them: `data.hall` ("2厅锦华丰田厅") or
    /// `hall_name`/`hallName`, `cinema_name`, `movie_name` (strings only: a native hall's `hall`
    /// is an object and is not read here).
    static func names(_ root: JSONValue, into hall: inout ImportedHall) {
        let objects = root.objects(depth: 3).map(\.value)
        func first(_ keys: [String]) -> String? {
            objects.lazy.compactMap { $0.first(keys)?.stringValue?.trimmingSpaces }.first { !$0.isEmpty }
        }
        hall.hallName = first(["hall", "hallName", "hall_name"])
        hall.cinemaName = first(["cinemaName", "cinema_name"])
        hall.movieTitle = first(["movieName", "movie_name"])
    }

    /// Maoyan web pages give one price for the section, under `seatsPrice."1".price` (yuan).
    static func seatsPrice(_ root: JSONValue, _ problems: inout ImportProblems) -> Int {
        for (path, obj) in root.objects(depth: 4) {
            if let one = obj["seatsPrice"]?["1"], let p = one["price"] {
                return problems.price(p, "\(path).seatsPrice.1.price")
            }
        }
        return 0
    }
}
