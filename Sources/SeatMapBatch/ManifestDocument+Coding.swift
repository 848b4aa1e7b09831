import SeatMapCore

// Each `CodingKeys` below is the one spelling of a manifest key: `encode(to:)` writes through it
// and `init(from:)` reads through it. The order of `encode(to:)` is the file's order (a manifest
// is reviewed as a diff); reading checks in the order the messages have always come in.

extension ManifestDocument: Codable {
    enum CodingKeys: String, CodingKey { case version, shard, request, counts, missing, items, timingsMs }

    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        guard d.json.objectMembers != nil else { throw d.problem("expected the object a batch writes, found \(d.json.typeName)") }
        let versionField = try d.required(CodingKeys.version.rawValue)
        version = try versionField.read(Int.self)
        guard version == 1 else { throw versionField.problem("version \(version); this SeatMap reads version 1") }
        let shardField = try d.required(CodingKeys.shard.rawValue)
        let shardPair = try shardField.elements()
        guard shardPair.count == 2 else { throw shardField.problem("expected [I, N], found \(shardPair.count) numbers") }
        shard = (index: try shardPair[0].read(Int.self), count: try shardPair[1].read(Int.self))
        guard shard.count >= 1, (1...shard.count).contains(shard.index) else {
            throw shardField.problem("shard \(shard.index)/\(shard.count) is not a shard")
        }
        let requestField = try d.required(CodingKeys.request.rawValue)
        _ = try requestField.members()
        items = try d.required(CodingKeys.items.rawValue).read([Item].self)
        timings = []
        if let t = d.optional(CodingKeys.timingsMs.rawValue) {
            for (k, v) in try t.members(expected: "an object of milliseconds") { timings.append((k, try v.read(Double.self))) }
        }
        request = try requestField.read(Request.self)
        missing = try d.optional(CodingKeys.missing.rawValue)?.read([String].self) ?? []
        counts = try d.optional(CodingKeys.counts.rawValue)?.read(Counts.self)
        json = d.json
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode([shard.index, shard.count], forKey: .shard)
        try c.encode(request, forKey: .request)
        try c.encodeIfPresent(counts, forKey: .counts)
        try c.encode(missing, forKey: .missing)
        try c.encode(items, forKey: .items)
        var t = c.nestedContainer(keyedBy: JSONKey.self, forKey: .timingsMs)
        for (output, ms) in timings { try t.encode(ms, forKey: JSONKey(output)) }
    }
}

extension ManifestDocument.Request: Codable {
    enum CodingKeys: String, CodingKey { case halls, themes, devices, states, locales, mode, flows, scale, baseline, inputs }
    enum InputKeys: String, CodingKey { case halls, themes }

    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // The baseline first: what every reader of a request needs.
        baseline = try c.decodeIfPresent(String.self, forKey: .baseline)
        halls = try c.decodeIfPresent([String].self, forKey: .halls) ?? []
        themes = try c.decodeIfPresent([String].self, forKey: .themes) ?? []
        devices = try c.decodeIfPresent([String].self, forKey: .devices) ?? []
        states = try c.decodeIfPresent([String].self, forKey: .states) ?? []
        locales = try c.decodeIfPresent([String].self, forKey: .locales)
        mode = try c.decodeIfPresent(String.self, forKey: .mode)
        flows = try c.decodeIfPresent([String].self, forKey: .flows)
        scale = try c.decodeIfPresent(Double.self, forKey: .scale)
        views = try BatchRequest.ViewAxes(from: decoder)
        if c.contains(.inputs) {
            let inputs = try c.nestedContainer(keyedBy: InputKeys.self, forKey: .inputs)
            hallInputs = try (inputs.decodeIfPresent([JSONPair<String, String>].self, forKey: .halls) ?? []).map { ($0.first, $0.second) }
            themeInputs = try (inputs.decodeIfPresent([JSONPair<String, String>].self, forKey: .themes) ?? []).map { ($0.first, $0.second) }
        }
        json = d.json
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(halls, forKey: .halls)
        try c.encode(themes, forKey: .themes)
        try c.encode(devices, forKey: .devices)
        try c.encode(states, forKey: .states)
        try c.encodeIfPresent(locales, forKey: .locales)
        try c.encodeIfPresent(mode, forKey: .mode)
        try c.encodeIfPresent(flows, forKey: .flows)
        try c.encodeOrNull(scale, forKey: .scale)
        try views.encode(to: encoder)
        try c.encodeOrNull(baseline, forKey: .baseline)
        var inputs = c.nestedContainer(keyedBy: InputKeys.self, forKey: .inputs)
        try inputs.encode(hallInputs.map { JSONPair($0.0, $0.1) }, forKey: .halls)
        try inputs.encode(themeInputs.map { JSONPair($0.0, $0.1) }, forKey: .themes)
    }
}

extension ManifestDocument.Counts: Codable {
    enum CodingKeys: String, CodingKey { case items, failed, changed, new, unchanged, missing }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        items = try c.decodeIfPresent(Int.self, forKey: .items) ?? 0
        failed = try c.decodeIfPresent(Int.self, forKey: .failed) ?? 0
        changed = try c.decodeIfPresent(Int.self, forKey: .changed) ?? 0
        new = try c.decodeIfPresent(Int.self, forKey: .new) ?? 0
        unchanged = try c.decodeIfPresent(Int.self, forKey: .unchanged) ?? 0
        missing = try c.decodeIfPresent(Int.self, forKey: .missing) ?? 0
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
        try c.encode(failed, forKey: .failed)
        try c.encode(changed, forKey: .changed)
        try c.encode(new, forKey: .new)
        try c.encode(unchanged, forKey: .unchanged)
        try c.encode(missing, forKey: .missing)
    }
}

extension ManifestDocument.Item: Codable {
    enum CodingKeys: String, CodingKey {
        case output, status, hall, theme, device, state, locale, command, flow, error, image, sha256, cached, warnings, audit, fonts, fontLibraries
        case missingCharacters, baseline, changedSeats, layout
    }

    init(from decoder: any Decoder) throws {
        let entry = try JSONValueDecoder.of(decoder)
        guard entry.json.objectMembers != nil else { throw entry.problem("expected an item object, found \(entry.json.typeName)") }
        switch entry.optional(CodingKeys.layout.rawValue) {
        case nil: layout = nil
        case let l?:
            if let s = l.json.stringValue { layout = .file(s) } else if l.json.objectMembers != nil { layout = .inline(l.json) } else {
                throw l.problem("expected a layout file's path (or the layout object), found \(l.json.typeName)")
            }
        }
        let statusField = try entry.required(CodingKeys.status.rawValue)
        let statusText = try statusField.read(String.self)
        guard let status = Status(rawValue: statusText) else {
            throw statusField.problem("expected \"ok\" or \"failed\", found \(MessageText.quoted(statusText))")
        }
        self.status = status
        output = try entry.required(CodingKeys.output.rawValue).read(String.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        baseline = try c.decodeIfPresent(Baseline.self, forKey: .baseline)
        hall = try c.decodeIfPresent(Hall.self, forKey: .hall)
        theme = try c.decodeIfPresent(Theme.self, forKey: .theme)
        device = try c.decodeIfPresent(DeviceEntry.self, forKey: .device)
        state = try c.decodeIfPresent(String.self, forKey: .state)
        locale = try c.decodeIfPresent(String.self, forKey: .locale)
        view = try BatchView(from: decoder)
        command = try c.decodeIfPresent(String.self, forKey: .command)
        flow = try c.decodeIfPresent(Flow.self, forKey: .flow)
        error = try c.decodeIfPresent([String].self, forKey: .error)
        // Read as given: whether the size is one an image can have is `accept`'s check, which
        // names the item and the file ("gives no image size in 1…32767 px").
        if let size = entry.optional(CodingKeys.image.rawValue)?.json.arrayElements?.compactMap(\.intValue), size.count == 2 {
            image = (size[0], size[1])
        }
        sha256 = try c.decodeIfPresent(String.self, forKey: .sha256)
        cached = try c.decodeIfPresent(Bool.self, forKey: .cached)
        warnings = try c.decodeIfPresent([String].self, forKey: .warnings) ?? []
        audit = try c.decodeIfPresent(Audit.self, forKey: .audit)
        fonts = entry.optional(CodingKeys.fonts.rawValue)?.json
        fontLibraries = entry.optional(CodingKeys.fontLibraries.rawValue)?.json
        missingCharacters = try c.decodeIfPresent([String].self, forKey: .missingCharacters) ?? []
        changedSeats = entry.optional(CodingKeys.changedSeats.rawValue)?.json
        json = entry.json
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(output, forKey: .output)
        try c.encode(status.rawValue, forKey: .status)
        try c.encodeIfPresent(hall, forKey: .hall)
        try c.encodeIfPresent(theme, forKey: .theme)
        try c.encodeIfPresent(device, forKey: .device)
        try c.encodeIfPresent(state, forKey: .state)
        try c.encodeIfPresent(locale, forKey: .locale)
        try view.encode(to: encoder)
        try c.encodeIfPresent(command, forKey: .command)
        try c.encodeIfPresent(flow, forKey: .flow)
        try c.encodeIfPresent(error, forKey: .error)
        if let image { try c.encode([image.width, image.height], forKey: .image) }
        try c.encodeIfPresent(sha256, forKey: .sha256)
        try c.encodeIfPresent(cached, forKey: .cached)
        try c.encodeUnlessEmpty(warnings, forKey: .warnings)
        try c.encodeIfPresent(audit, forKey: .audit)
        try c.encodeIfPresent(fonts, forKey: .fonts)
        try c.encodeIfPresent(fontLibraries, forKey: .fontLibraries)
        try c.encodeUnlessEmpty(missingCharacters, forKey: .missingCharacters)
        try c.encodeIfPresent(baseline, forKey: .baseline)
        try c.encodeIfPresent(changedSeats, forKey: .changedSeats)
        switch layout {
        case nil: break
        case .file(let path)?: try c.encode(path, forKey: .layout)
        case .inline(let json)?: try c.encode(json, forKey: .layout)
        }
    }
}

extension ManifestDocument.Item.Hall: Codable {
    enum CodingKeys: String, CodingKey { case path, sha256 }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        path = try c.decode(String.self, forKey: .path)
        sha256 = try c.decodeIfPresent(String.self, forKey: .sha256)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encodeOrNull(sha256, forKey: .sha256)
    }
}

extension ManifestDocument.Item.Theme: Codable {
    enum CodingKeys: String, CodingKey { case name, source, sha256 }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        source = try c.decode(String.self, forKey: .source)
        sha256 = try c.decodeIfPresent(String.self, forKey: .sha256)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(source, forKey: .source)
        try c.encodeOrNull(sha256, forKey: .sha256)
    }
}

extension ManifestDocument.Item.Flow: Codable {
    enum CodingKeys: String, CodingKey { case story, name, step, action, outcome }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        story = try c.decode(String.self, forKey: .story)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        step = try c.decode(Int.self, forKey: .step)
        action = try c.decodeIfPresent(String.self, forKey: .action)
        outcome = try c.decodeIfPresent(String.self, forKey: .outcome)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(story, forKey: .story)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encode(step, forKey: .step)
        try c.encodeIfPresent(action, forKey: .action)
        try c.encodeOrNull(outcome, forKey: .outcome)
    }
}
