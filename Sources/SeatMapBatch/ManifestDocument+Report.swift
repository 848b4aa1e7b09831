import SeatMapCore
import SeatMapDiff
import SeatMapCompare

extension ManifestDocument {
    /// The manifest of a finished run: every item with its inputs (paths and content hashes),
    /// output, image size and layout, enough to re-run one item alone; timings in their own
    /// field, so manifests from `--jobs 1` and `--jobs N` are identical once it is set aside.
    init(_ report: BatchReport) {
        let r = report.request
        shard = (r.shard.index, r.shard.count)
        request = Request(halls: r.hallPaths, themes: r.themes, devices: r.devices.map(\.name), states: r.states.map(\.name),
                          mode: r.mode.rawValue, flows: r.flows.isEmpty ? nil : r.flows.map(\.file),
                          locales: r.locales.isEmpty ? nil : r.locales, scale: r.pixelsPerDesignPoint,
                          views: BatchRequest.ViewAxes(r.views), baseline: r.baseline,
                          hallInputs: report.hallHashes.map { ($0.path, $0.sha256) }, themeInputs: report.themeHashes.map { ($0.source, $0.sha256) })
        let c = BatchGallery.counts(report)
        counts = Counts(items: report.results.count, failed: report.failed.count, changed: c.changed, new: c.new, unchanged: c.unchanged,
                        missing: report.missing.count)
        missing = report.missing
        items = report.results.map(Item.init)
        timings = report.results.map { ($0.item.output, ($0.milliseconds * 10).rounded() / 10) }
    }
}

extension ManifestDocument.Item {
    /// The entry of one rendered (or failed) item.
    init(_ res: BatchItemResult) {
        let it = res.item
        output = it.output
        status = res.ok ? .ok : .failed
        hall = Hall(path: it.hallPath, sha256: res.hallSHA256)
        theme = Theme(name: it.themeName, source: it.themeSource, sha256: res.themeSHA256)
        device = DeviceEntry(name: it.device.name, width: it.device.width, height: it.device.height, scale: it.device.scale)
        state = it.state.name
        locale = it.locale
        view = it.view
        command = BatchManifest.rerunCommand(it)
        flow = it.flow.map { Flow(story: $0.storyPath, name: $0.storyName, step: $0.step, action: $0.action, outcome: res.flowOutcome) }
        error = res.errorLines
        image = res.imageSize.map { (width: $0.0, height: $0.1) }
        sha256 = res.pngSHA256
        cached = res.cached
        warnings = res.warnings
        audit = res.audit.map { Audit(passes: $0.passes, failures: $0.failures) }
        if let f = res.fonts {
            fonts = f.fontsJSON
            fontLibraries = f.librariesJSON
            missingCharacters = f.missingCharacters
        }
        switch res.baseline {
        case nil: baseline = nil
        case .new?: baseline = Baseline(status: "new")
        case .unchanged?: baseline = Baseline(status: "unchanged")
        case let .changed(c)?:
            baseline = Baseline(status: "changed", diffPixels: c.diffPixels, summary: c.summary, diff: c.diffImage, otherPixels: c.seats?.otherPixels,
                                seatCount: c.seats?.seatCount, pageWide: c.seats?.isPageWide)
            changedSeats = c.seats.map { SeatChange.json($0.changedSeats) }
        }
        layout = res.layoutFile.map { .file($0) }
    }
}
