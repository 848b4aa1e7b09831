import Testing
import SeatMapFlow

/// Every way a story can be wrong, read through the located decoder: the message, its path and
/// its place, word for word as the hand-written reader said them.
@Suite struct FlowStoryDecodingTests {
    func problems(_ text: String) -> String {
        do { _ = try FlowStory.decode(Array(text.utf8), file: "s.json"); return "decoded" } catch { return error.lines.joined(separator: "\n") }
    }

    @Test(arguments: [
        (#"[1]"#, #"s.json:1:1: story: expected an object with "hall" and "steps", found an array"#),
        (#"{"steps": []}"#, #"s.json:1:1: hall: missing: the hall file the story plays on (relative to the story)"#),
        (#"{"hall": "h.json"}"#, #"s.json:1:1: steps: missing: the list of steps"#),
        (#"{"hall": ""}"#, #"s.json:1:10: hall: expected a non-empty string, found a string"#),
        (#"{"hall": "h", "nmae": "x", "steps": []}"#, #"s.json:1:23: nmae: unknown key (did you mean "name"?); a story has "name", "hall", "device", "theme", "orientation", "textScale", "locale", "zoomOnTap", "steps""#),
        (#"{"hall": "h", "orientation": "up", "steps": []}"#, #"s.json:1:30: orientation: expected "portrait" or "landscape""#),
        (#"{"hall": "h", "textScale": 3, "steps": []}"#, "s.json:1:28: textScale: expected a number in 0.85…2.0"),
        (#"{"hall": "h", "locale": "zh_TW", "steps": []}"#, #"s.json:1:25: locale: locale "zh_TW": BCP 47 tags join their parts with "-" (zh-TW)"#),
        (#"{"hall": "h", "zoomOnTap": 1, "steps": []}"#, "s.json:1:28: zoomOnTap: expected true or false, found a number"),
        (#"{"hall": "h", "steps": {}}"#, "s.json:1:24: steps: expected an array of steps, found an object"),
        (#"{"hall": "h", "steps": [3]}"#, #"s.json:1:25: steps[0]: expected a step object such as {"tap": "5_5"}, found a number"#),
        (#"{"hall": "h", "steps": [{"tap": "1", "zoom": 2}]}"#, #"s.json:1:25: steps[0]: one action per step, found "tap" and "zoom""#),
        (#"{"hall": "h", "steps": [{"tap": "1", "offset": [1, 2]}]}"#, #"s.json:1:48: steps[0].offset: unknown key in a "tap" step (did you mean "offset"?)"#),
        (#"{"hall": "h", "steps": [{"tap": 5}]}"#, "s.json:1:33: steps[0].tap: expected a seat id (a string), found a number"),
        (#"{"hall": "h", "steps": [{"tapAt": {"seet": "1"}}]}"#, #"s.json:1:44: steps[0].tapAt.seet: unknown key in a tapAt target (did you mean "seat"?); a target is {"seat": ID}, {"element": NAME}, {"section": ID} or {"area": ID}, with "by": [dx, dy]"#),
        (#"{"hall": "h", "steps": [{"tapAt": {"seat": "1", "index": 2}}]}"#, "s.json:1:58: steps[0].tapAt.index: a seat target takes no index"),
        (#"{"hall": "h", "steps": [{"tapAt": {"element": "confirm", "index": -1}}]}"#, "s.json:1:67: steps[0].tapAt.index: expected which element of its kind, 0…9999"),
        (#"{"hall": "h", "steps": [{"tapAt": {"seat": "1", "by": [1]}}]}"#, "s.json:1:55: steps[0].tapAt.by: expected [x, y] in page points, each -1000000…1000000"),
        (#"{"hall": "h", "steps": [{"tapAt": {}}]}"#, #"s.json:1:35: steps[0].tapAt: expected [x, y] in page points, or a target: {"seat": ID}, {"element": NAME}, {"section": ID} or {"area": ID}"#),
        (#"{"hall": "h", "steps": [{"zoom": 2, "offset": [1]}]}"#, "s.json:1:47: steps[0].offset: expected [x, y] in page points, each -1000000…1000000"),
        (#"{"hall": "h", "steps": [{"refresh": ""}]}"#, "s.json:1:37: steps[0].refresh: expected the path of a newer hall file (relative to the story)"),
        (#"{"hall": "h", "steps": [{"confirm": []}]}"#, #"s.json:1:37: steps[0].confirm: expected {} or {"conflict": [ID…]}, found an array"#),
        (#"{"hall": "h", "steps": [{"confirm": {"why": 1}}]}"#, #"s.json:1:45: steps[0].confirm.why: unknown key; a confirm takes only "conflict""#),
        (#"{"hall": "h", "steps": [{"confirm": {"conflict": [1]}}]}"#, "s.json:1:50: steps[0].confirm.conflict: expected an array of seat ids the server refuses as sold meanwhile"),
    ])
    func everyProblemKeepsItsWords(_ example: (String, String)) {
        #expect(problems(example.0) == example.1)
    }

    @Test func everyWrongStepIsSaidInFileOrder() {
        #expect(problems(#"{"hall": "h", "steps": [{"tap": 1}, {"tap": "ok"},"# + "\n" + #" {"suggest": 0}]}"#) == """
        s.json:1:33: steps[0].tap: expected a seat id (a string), found a number
        s.json:2:14: steps[2].suggest: expected a number of seats, 1…100
        """)
    }
}
