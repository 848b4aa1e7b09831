import Foundation
import Testing
import SeatMapCore
import SeatMapTestSupport

/// `seatmap batch --shard` on N "machines", then `seatmap batch merge`: the same folder one
/// machine would have written.
@Suite(.serialized) struct BatchMergeTests {
    /// Every file under `dir` (relative paths), with its bytes; manifest.json without timings.
    static func tree(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for case let rel as String in FileManager.default.enumerator(atPath: dir.path)! {
            var isDir: ObjCBool = false
            let url = dir.appendingPathComponent(rel)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue else { continue }
            var data = try Data(contentsOf: url)
            if rel == "manifest.json" {
                // Timings are the one part that differs between runs; they are the last member
                // (a member a line).
                let text = String(decoding: data, as: UTF8.self)
                let cut = try #require(text.range(of: ",\n \"timingsMs\": "))
                data = Data(text[..<cut.lowerBound].utf8)
            }
            out[rel] = data
        }
        return out
    }

    static func args(halls: [String], themes: [String], devices: [String], states: [String]) -> [String] {
        ["--halls"] + halls + ["--themes"] + themes + ["--devices", devices.joined(separator: ","), "--states", states.joined(separator: ",")]
    }

    /// Random variant sets and N in 1…7: the merge of all shards equals the single run byte for
    /// byte (images, layouts, seat scripts, manifest without timings, gallery).
    @Test func mergedShardsEqualOneRun() throws {
        var rng = SeededRandom(seed: 15)
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let random = dir.appendingPathComponent("random.json").path
        try HallBuilder.json(HallBuilder.random(&rng, maxRows: 5, maxCols: 8)).write(toFile: random, atomically: true, encoding: .utf8)
        let allHalls = ["studio", "irregular"].map(Binary.sample) + [random]
        for round in 0..<2 {
            let halls = Array(allHalls.shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
            let themes = Array(["maoyan", "dark", "print"].shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
            let devices = Array(["iphone-se", "390x844@2"].shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
            let states = Array(["none", "suggest", "zone1"].shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
            let base = Self.args(halls: halls, themes: themes, devices: devices, states: states)
            let work = dir.appendingPathComponent("round\(round)")
            let single = work.appendingPathComponent("single")
            #expect(try Binary.run(["batch"] + base + ["-o", single.path]).code == 0)
            let expected = try Self.tree(single)
            // Every shard count from 1 to 7, more shards than items included (empty shards).
            for n in 1...7 {
                var shardDirs: [String] = []
                for i in 1...n {
                    let d = work.appendingPathComponent("n\(n)-shard\(i)").path
                    #expect(try Binary.run(["batch"] + base + ["--shard", "\(i)/\(n)", "-o", d]).code == 0)
                    shardDirs.append(d)
                }
                let merged = work.appendingPathComponent("n\(n)-merged")
                let r = try Binary.run(["batch", "merge"] + shardDirs.shuffled(using: &rng) + ["-o", merged.path])
                #expect(r.code == 0, "\(r.stderr)")
                let got = try Self.tree(merged)
                #expect(got.keys.sorted() == expected.keys.sorted(), "round \(round), N=\(n)")
                for (k, v) in expected { #expect(got[k] == v, "round \(round), N=\(n): \(k) differs") }
            }
        }
    }

    /// An audited set merges with its audits: the merged manifest and gallery equal one run's.
    @Test func auditedShardsMergeWithTheirAudits() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let single = dir.appendingPathComponent("single")
        let base = Self.args(halls: [Binary.sample("studio"), Binary.sample("standard")], themes: ["maoyan"], devices: ["iphone-se"], states: ["none"])
        #expect(try Binary.run(["batch"] + base + ["--audit", "-o", single.path]).code == 0)
        let shards = try Self.shards(dir, "audited", n: 2, extra: ["--audit"])
        let merged = dir.appendingPathComponent("merged")
        let r = try Binary.run(["batch", "merge"] + shards + ["-o", merged.path])
        #expect(r.code == 0, "\(r.stderr)")
        let expected = try Self.tree(single), got = try Self.tree(merged)
        #expect(String(decoding: got["manifest.json"] ?? Data(), as: UTF8.self).contains(#""audit""#))
        for name in ["manifest.json", "index.html"] { #expect(got[name] == expected[name], "\(name) differs") }
    }

    /// Shards of one set, for the refusal cases.
    /// `batch ARGS --shard I/N` for every I into `dir/shardI`, then `batch merge` into `dir/merged`.
    static func shardedAndMerged(_ args: [String], in dir: URL, n: Int) throws -> URL {
        var dirs: [String] = []
        for i in 1...n {
            let d = dir.appendingPathComponent("shard\(i)").path
            #expect(try Binary.run(args + ["--shard", "\(i)/\(n)", "-o", d]).code == 0)
            dirs.append(d)
        }
        let merged = dir.appendingPathComponent("merged")
        let m = try Binary.run(["batch", "merge"] + dirs + ["-o", merged.path])
        #expect(m.code == 0, "\(m.stderr)")
        return merged
    }

    static func shards(_ dir: URL, _ name: String, n: Int, extra: [String] = [], halls: [String]? = nil) throws -> [String] {
        let base = Self.args(halls: halls ?? [Binary.sample("studio"), Binary.sample("standard")], themes: ["maoyan"],
                             devices: ["iphone-se"], states: ["none"])
        var dirs: [String] = []
        for i in 1...n {
            let d = dir.appendingPathComponent("\(name)-\(i)-of-\(n)").path
            let r = try Binary.run(["batch"] + base + extra + ["--shard", "\(i)/\(n)", "-o", d])
            #expect(r.code == 0, "\(r.stderr)")
            dirs.append(d)
        }
        return dirs
    }

    @Test func refusalsNameTheProblemAndWriteNothing() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out").path
        let two = try Self.shards(dir, "two", n: 2)
        func refuse(_ shardDirs: [String], _ message: String) throws {
            let r = try Binary.run(["batch", "merge"] + shardDirs + ["-o", out])
            #expect(r.code == 65, "\(r.stderr)")
            #expect(r.stderr.hasPrefix("error: cannot merge: " + message), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
        try refuse([two[0]], "missing shard 2/2 of the 2")
        try refuse([two[0], two[0], two[1]], "shard 1/2 is given twice")
        let three = try Self.shards(dir, "three", n: 3)
        try refuse([two[0], three[1]], "\(three[1]) is shard 2/3 but \(two[0]) is 1/2; the shard counts differ")
        let otherSet = try Self.shards(dir, "full", n: 2, extra: ["--mode", "full"])
        try refuse([two[0], otherSet[1]], "\(otherSet[1]) and \(two[0]) render different variant sets (their mode differ)")
        // The same hall path with other contents on "another machine".
        let hallDir = dir.appendingPathComponent("h")
        try FileManager.default.createDirectory(at: hallDir, withIntermediateDirectories: true)
        let hall = hallDir.appendingPathComponent("studio.json").path
        try FileManager.default.copyItem(atPath: Binary.sample("studio"), toPath: hall)
        let first = try Self.shards(dir, "before", n: 2, halls: [hall, Binary.sample("standard")])
        var text = try String(contentsOfFile: hall, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"status\": 1", with: "\"status\": 0")
        try text.write(toFile: hall, atomically: true, encoding: .utf8)
        let second = try Self.shards(dir, "after", n: 2, halls: [hall, Binary.sample("standard")])
        try refuse([first[0], second[1]], "hall \(hall) differs between")
        // A crafted manifest with a path outside the folder.
        let evil = dir.appendingPathComponent("evil")
        try FileManager.default.copyItem(atPath: two[1], toPath: evil.path)
        let m = evil.appendingPathComponent("manifest.json")
        var manifest = try String(contentsOf: m, encoding: .utf8)
        manifest = manifest.replacingOccurrences(of: "\"layout\": \"studio/", with: "\"layout\": \"../../etc/")
        try manifest.write(to: m, atomically: true, encoding: .utf8)
        try refuse([two[0], evil.path], "\(evil.path): unsafe path \"../../etc/")
        try refuse([dir.path], "\(dir.path): no readable manifest.json")
    }

    @Test func theShardIndexComesFromTheJobRunner() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["batch", "--halls", Binary.sample("studio"), Binary.sample("standard"), "--themes", "maoyan", "dark", "--devices", "iphone-se"]
        func manifestShard(_ d: String) throws -> [Int] {
            let m = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: d + "/manifest.json"))) as? [String: Any])
            return try #require(m["shard"] as? [Int])
        }
        let k8s = dir.appendingPathComponent("k").path
        #expect(try Binary.run(base + ["--shard", "auto/3", "-o", k8s], environment: ["JOB_COMPLETION_INDEX": "2"]).code == 0)
        #expect(try manifestShard(k8s) == [3, 3])
        let env = dir.appendingPathComponent("e").path
        #expect(try Binary.run(base + ["--shard", "auto", "-o", env], environment: ["SEATMAP_SHARD": "2/4"]).code == 0)
        #expect(try manifestShard(env) == [2, 4])
        for (e, message) in [([String: String](), "error: --shard auto: set SEATMAP_SHARD=I/N, or run as a Kubernetes Indexed Job"),
                             (["JOB_COMPLETION_INDEX": "1"], "error: --shard auto: JOB_COMPLETION_INDEX is set; say the shard count"),
                             (["JOB_COMPLETION_INDEX": "x", "SEATMAP_SHARD_COUNT": "2"], "error: --shard auto: JOB_COMPLETION_INDEX must be 0 to 1, found 'x'"),
                             (["SEATMAP_SHARD": "5/4"], "error: --shard: expected I/N with 1 ≤ I ≤ N, found '5/4' in SEATMAP_SHARD")] {
            let r = try Binary.run(base + ["--shard", "auto", "-o", dir.appendingPathComponent("x").path], environment: e)
            #expect(r.code == 64)
            #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
        }
    }

    /// A merged gallery opens in a real browser with every image loading.
    @Test(.enabled(if: Browser.path != nil, "chromium is not installed (scripts/test.sh installs it)"))
    func mergedGalleryOpensInABrowser() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let shards = try Self.shards(dir, "gallery", n: 2)
        let out = dir.appendingPathComponent("merged").path
        #expect(try Binary.run(["batch", "merge"] + shards + ["-o", out]).code == 0)
        let dom = try Browser.run(["--dump-dom", "file://\(out)/index.html"])
        let body = try #require(dom.stdout.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom.stdout[$0]) })
        #expect(body.contains("data-images=\"2\""))
        #expect(body.contains("data-images-loaded=\"2\""), "\(body)")
        #expect(body.contains("data-errors=\"0\""))
    }
}

@Suite(.serialized) struct BatchMergeBaselineTests {
    /// Merging plain shards with `--baseline` gives what one run with `--baseline` gives, and
    /// `--fail-on-change` names the changed seat.
    @Test func mergeWithABaselineEqualsOneRunWithIt() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = dir.appendingPathComponent("h/studio.json").path
        try FileManager.default.createDirectory(atPath: dir.appendingPathComponent("h").path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Binary.sample("studio"), toPath: hall)
        let base = ["batch", "--halls", hall, Binary.sample("standard"), "--themes", "maoyan", "--devices", "iphone-se,iphone-15"]
        let baseline = dir.appendingPathComponent("baseline").path
        #expect(try Binary.run(base + ["-o", baseline]).code == 0)
        // Sell seat 3_4 of the studio.
        let h = try HallFile.load(path: hall)
        var rows = h.rows
        let i = h.index(of: "3_4")!
        rows[i.row][i.col].status = .sold
        try HallBuilder.json(Hall(movie: h.movie, showtime: h.showtime, cinemaName: h.cinemaName, maxSeats: h.maxSeats, rows: rows,
                                  showtimes: h.showtimes)).write(toFile: hall, atomically: true, encoding: .utf8)
        let single = dir.appendingPathComponent("single")
        let one = try Binary.run(base + ["--baseline", baseline, "--fail-on-change", "-o", single.path])
        #expect(one.code == 1)
        var shards: [String] = []
        for k in 1...3 {
            let d = dir.appendingPathComponent("shard\(k)").path
            #expect(try Binary.run(base + ["--shard", "\(k)/3", "-o", d]).code == 0)
            shards.append(d)
        }
        let merged = dir.appendingPathComponent("merged")
        let r = try Binary.run(["batch", "merge"] + shards + ["--baseline", baseline, "--fail-on-change", "-o", merged.path])
        #expect(r.code == 1)
        #expect(r.stderr.contains("changed: studio/maoyan/iphone-15.png: changed seats: 3_4 (available→sold)"), "\(r.stderr)")
        // The same findings (the single run also logs its progress line).
        #expect(r.stderr == one.stderr.split(separator: "\n").filter { !$0.hasPrefix("batch: ") }.map { $0 + "\n" }.joined())
        let a = try BatchMergeTests.tree(single), b = try BatchMergeTests.tree(merged)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (k, v) in a { #expect(b[k] == v, "\(k) differs") }
        // Shards compared with a baseline cannot be merged without one.
        let compared = dir.appendingPathComponent("compared").path
        #expect(try Binary.run(base + ["--shard", "1/1", "--baseline", baseline, "-o", compared]).code == 0)
        let refused = try Binary.run(["batch", "merge", compared, "-o", dir.appendingPathComponent("nope").path])
        #expect(refused.code == 65)
        #expect(refused.stderr.hasPrefix("error: cannot merge: the shards were compared with a baseline; pass --baseline DIR"))
    }
}
