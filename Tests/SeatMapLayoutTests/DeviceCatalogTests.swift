import Testing
import SeatMapCore
import SeatMapTestSupport
@testable import SeatMapLayout

@Suite struct DeviceCatalogTests {
    @Test func theCatalogCoversPhonesTabletsAndAndroidWithSources() throws {
        let all = Device.presets
        #expect(all.count >= 20)
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(all.contains { $0.form == .tablet && $0.platform == .ios } && all.contains { $0.form == .tablet && $0.platform == .android })
        #expect(all.contains { $0.form == .foldable } && all.filter { $0.platform == .android }.count >= 5)
        for d in all {
            #expect(!d.source.isEmpty && Device.scaleRange.contains(d.scale) && Device.sideRange.contains(d.width), "\(d.name)")
            #expect(d.systemBar == (d.platform == .android ? .navigationBar : d.safeBottom > 0 ? .homeIndicator : .none), "\(d.name)")
        }
        // The three presets of the layout contract keep their numbers.
        #expect(try Device.named("iphone-se").width == 375 && Device.named("iphone-15").safeTop == 59
                && Device.named("iphone-15-pro-max").height == 932)
    }

    @Test func turningADeviceSwapsItsSidesAndSafeAreas() throws {
        let d = try Device.named("iphone-15")
        let l = d.oriented(.landscape)
        #expect(l.width == 852 && l.height == 393 && l.name == "iphone-15-landscape")
        #expect(l.safeTop == 0 && l.safeLeft == 59 && l.safeRight == 59 && l.safeBottom == 21)
        #expect(l.oriented(.portrait) == d && d.oriented(.portrait) == d)
        #expect(try Device.named("IPHONE-15-landscape") == l)
        let custom = try Device.named("390x844@3").oriented(.landscape)
        #expect(custom.width == 844 && custom.safeLeft == 47 && custom.safeTop == 0)
    }

    /// Every preset, both ways: the wide page keeps the map at 45 % of the screen or more in
    /// landscape, keeps every control inside the safe area and off the map.
    @Test(arguments: Device.presets.map(\.name))
    func everyDeviceGetsAUsablePage(name: String) throws {
        var rng = SeededRandom(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let hall = HallBuilder.random(&rng, maxRows: 20, maxCols: 30)
        for o in Device.Orientation.allCases {
            let d = try Device.named(name).oriented(o)
            let p = try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: d, mode: .screen)
            let vp = p.viewport.frame
            let screen = Rect(x: d.safeLeft, y: d.safeTop, width: d.width - d.safeLeft - d.safeRight, height: d.height - d.safeTop - d.safeBottom)
            func inside(_ r: Rect) -> Bool { r.minX >= screen.minX - 1e-9 && r.maxX <= screen.maxX + 1e-9 && r.minY >= screen.minY - 1e-9 && r.maxY <= screen.maxY + 1e-9 }
            #expect(p.isWide == (o == .landscape || d.width >= 600), "\(d.name)")
            if o == .landscape {
                let room = (d.height - d.safeTop - d.safeBottom - (d.form == .phone ? PageLayout.wideScreenHeaderHeight : PageLayout.screenHeaderHeight))
                let mapArea = vp.width * (p.viewport.frame.height < room - 1e-9 ? room : vp.height)
                #expect(mapArea >= 0.45 * d.width * d.height, "\(d.name): the map has \(mapArea / (d.width * d.height) * 100) % of the screen")
            }
            for (what, r) in [("navigation", p.navigationBar), ("confirm", p.confirmButton), ("legend", p.legend), ("total", p.totalArea),
                              ("chips", p.priceChipsRow), ("map", vp), ("screen", p.screenHeader)] {
                #expect(inside(r), "\(d.name): \(what) \(r) outside the safe area \(screen)")
                if what != "map" && what != "screen" { #expect(!r.intersects(vp), "\(d.name): \(what) over the map") }
            }
            #expect(p.confirmButton.minX >= p.totalArea.maxX && p.confirmButton.width >= 100)
        }
    }
}
