import Foundation

enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name).json").path }
    static func theme(_ name: String) -> String { root.appendingPathComponent("Themes/\(name).json").path }
}
