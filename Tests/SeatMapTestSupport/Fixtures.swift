import Foundation

/// Paths of the repository's samples and themes, for tests of every module.
public enum Fixtures {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    public static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name).json").path }
    public static func theme(_ name: String) -> String { root.appendingPathComponent("Themes/\(name).json").path }
}
