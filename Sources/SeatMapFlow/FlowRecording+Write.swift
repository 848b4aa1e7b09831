import Foundation
import SeatMapCore

extension FlowRecording {
    /// Writes every file into `dir` (created when missing), each atomically (a temporary file,
    /// then a rename), `flow.json` last. Frames an earlier, longer run of a story left there
    /// (`step-07.png` when this story has 5 steps) are removed, so the folder never mixes two
    /// runs; the names removed are returned for the command to say.
    @discardableResult
    public func write(to dir: String) throws(FlowError) -> [String] {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            guard isDir.boolValue else { throw .output("\(dir): is a file; -o names the folder the flow is written into") }
        } else {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw .output("\(dir): cannot create the folder: \((error as NSError).localizedDescription)")
            }
        }
        let ours = Set(files.map(\.name))
        for (name, bytes) in files {
            do { try OutputFile.write(bytes, to: dir + "/" + name) } catch { throw .output("\(error)") }
        }
        var removed: [String] = []
        let present = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        for name in present.sorted() where !ours.contains(name) && Self.isFrameFile(name) {
            if (try? FileManager.default.removeItem(atPath: dir + "/" + name)) != nil { removed.append(name) }
        }
        return removed
    }

    /// `step-NN.png|svg|pdf|layout.json`: the files a flow writes per frame.
    static func isFrameFile(_ name: String) -> Bool {
        guard name.hasPrefix("step-") else { return false }
        let rest = name.dropFirst(5)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard digits.count >= 2 else { return false }
        return [".png", ".svg", ".pdf", ".layout.json"].contains(String(rest.dropFirst(digits.count)))
    }
}
