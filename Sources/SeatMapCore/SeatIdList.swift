/// Seat ids written as one command-line value: joined by commas, with a comma inside an id
/// written `\,` and a backslash `\\` (the form `--selected` and `--tap` read back).
public enum SeatIdList {
    public static func argument(_ ids: [String]) -> String {
        ids.map { $0.replacingAll("\\", with: "\\\\").replacingAll(",", with: "\\,") }.joined(separator: ",")
    }
}
