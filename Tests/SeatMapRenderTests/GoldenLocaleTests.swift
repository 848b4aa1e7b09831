import Foundation
import Testing
import SeatMapCore
import SeatMapTheme
import SeatMapPage
import SeatMapRules
import SeatMapLayout
import SeatMapRender
import SeatMapImport
import SeatMapLocale
import SeatMapOutput
import SeatMapVenue
import SeatMapTestSupport
import SeatMapSnapshot
import SeatMapSnapshotTesting

/// Golden images of the standard sample in every shipped locale, through the snapshot API's
/// `.page(device:, locale:)`: the suggestion selected (so the chips, the total and the hint show
/// the locale's words and money), on the default phone, compared strictly. Each page is first
/// checked against the page's rules and for characters without a glyph (the sweep in
/// SeatMapLocaleTests runs every device); references are
/// __Snapshots__/GoldenLocaleTests/localePage.<tag>.iphone-15.png, recorded after that sweep was clean and
/// looked at. Re-record on purpose with SEATMAP_RECORD=failed and look at the images.
@Suite struct GoldenLocaleTests {
    static let hall: Hall = try! HallImport.load(path: Fixtures.sample("standard"))

    @Test(arguments: PageLocale.builtin.map(\.tag))
    func localePage(_ tag: String) throws {
        let suggestion = try SeatSuggester(hall: Self.hall).suggest(count: 2).get().map { Self.hall[$0].seatId }
        let theme = try Theme.builtinDefault.localized(to: PageLocale.named(tag))
        let resolved = try Renderer.resolve(try PageRequest(hall: Self.hall, theme: theme, device: .default, selection: .ids(suggestion)).make())
        #expect(resolved.invariantViolations.isEmpty, "\(tag): \(resolved.invariantViolations)")
        #expect(resolved.missingCharacters.isEmpty, "\(tag): \(resolved.missingCharacters)")
        assertSnapshot(of: Self.hall, as: .page(locale: tag, selected: suggestion), named: "iphone-15", testName: "localePage")
    }

    /// The strategy speaks the locale: the Arabic page is not the English one, and the English
    /// one is exactly `maoyan-en`'s words on the default theme (the same pixels as rendering the
    /// theme localised by hand).
    @Test func thePageStrategyDrawsTheLocale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locale-strategy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("LocaleTests.swift").path
        let env = ["SEATMAP_RECORD": "never"]
        // Recorded in English, compared in English: passes; in Arabic: the chrome moved, fails.
        #expect(verifySnapshot(of: Self.hall, as: .page(locale: "en"), named: "p", record: .missing, filePath: file,
                               testName: "t", environment: env)?.contains("recorded snapshot") == true)
        #expect(verifySnapshot(of: Self.hall, as: .page(locale: "en"), named: "p", record: .never, filePath: file,
                               testName: "t", environment: env) == nil)
        let byHand = Snapshotting<Hall, PageImage>.page(theme: try Theme.builtinDefault.localized(to: PageLocale.named("en")))
        #expect(verifySnapshot(of: Self.hall, as: byHand, named: "p", record: .never, filePath: file, testName: "t", environment: env) == nil)
        let arabic = try #require(verifySnapshot(of: Self.hall, as: .page(locale: "ar"), named: "p", record: .never, filePath: file,
                                                 testName: "t", environment: env))
        #expect(arabic.contains("differ"), "\(arabic)")
    }

    /// A tag with no table fails the assertion with the reason and the nearest tag, as `--locale`.
    @Test func anUnknownLocaleFailsWithItsNearMiss() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locale-unknown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let message = try #require(verifySnapshot(of: Self.hall, as: .page(locale: "jp"), named: "p", record: .missing,
                                                  filePath: dir.appendingPathComponent("T.swift").path, testName: "t",
                                                  environment: [:]))
        #expect(message.contains("locale \"jp\": SeatMap has no table for it (did you mean \"ja\"?"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__Snapshots__").path))
    }

    /// A character no font has fails a page asked for in a locale (never a box on a reviewed
    /// page), named with its code point; without a locale it stays the warning it was.
    @Test func aCharacterNoFontHasFailsALocalePage() throws {
        var hall = Self.hall
        hall.movie?.title = "Movie \u{13000}"
        let message = try #require(verifySnapshot(of: hall, as: .page(locale: "ja"), named: "p", record: .missing,
                                                  filePath: "/nonexistent/T.swift", testName: "t", environment: [:]))
        #expect(message.contains("locale ja: no font has '\u{13000}' (U+13000); install the locale's fonts"), "\(message)")
    }

    /// A venue map in Arabic: a section's "what is left" label reads right to left with its
    /// number unreversed (runs in visual order: the number on the left, the word on the right),
    /// and the map is never mirrored (every seat and section where the English map has them).
    @Test func venueLabelsReadRightToLeftOverAnUnmirroredMap() throws {
        let venue = try VenueFile.load(path: Fixtures.root.appendingPathComponent("Samples/venues/theatre.json").path)
        func resolved(_ tag: String, scale: Double) throws -> ResolvedVenue {
            try VenueOutput.resolve(VenueRequest(venue: venue, theme: try Theme.builtinDefault.localized(to: PageLocale.named(tag)),
                                                 pixelsPerDesignPoint: scale))
        }
        let ar = try resolved("ar", scale: 0.2), en = try resolved("en", scale: 0.2)
        #expect(ar.violations().isEmpty, "\(ar.violations())")
        let left = try #require((ar.regions.flatMap(\.texts) + ar.texts).first { $0.string.contains("متب") })
        let runs = left.runs.map(\.text)
        #expect(runs.count >= 2, "\(runs)")
        #expect(runs.first?.trimmingCharacters(in: .whitespaces).allSatisfy(\.isNumber) == true, "the number first, on the left: \(runs)")
        #expect(runs.last?.contains("متب") == true, "the word last, on the right: \(runs)")
        #expect(ar.regions.map(\.bounds) == en.regions.map(\.bounds))
        let arSeats = try resolved("ar", scale: 0.5), enSeats = try resolved("en", scale: 0.5)
        #expect(arSeats.seats.map(\.placement) == enSeats.seats.map(\.placement))
    }
}
