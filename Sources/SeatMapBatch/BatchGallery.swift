import Foundation
import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapCore
import SeatMapLocale

/// `index.html`: one static page, no network and no outside scripts, for looking at a batch.
/// A grid by hall × theme × device with filters, click to enlarge, and seat details (id, state,
/// price) on hover from each item's layout. With a baseline: reference / actual / diff side by
/// side with a slider, changed items first, counts at the top.
public enum BatchGallery {
    public struct Counts: Sendable { public var changed = 0, new = 0, unchanged = 0 }

    public static func counts(_ report: BatchReport) -> Counts {
        var c = Counts()
        for r in report.results {
            switch r.baseline {
            case .changed?: c.changed += 1
            case .new?: c.new += 1
            case .unchanged?: c.unchanged += 1
            case nil: break
            }
        }
        return c
    }

    /// Items in display order: with a baseline, changed first, then new, then unchanged;
    /// failures always first. Otherwise by output path, and on the locale axis grouped by
    /// locale within each hall and theme (in `--locales` order), so a row is one locale.
    static func ordered(_ report: BatchReport) -> [BatchItemResult] {
        let locales = report.request.locales
        guard report.request.baseline == nil, !locales.isEmpty else { return rankedOrder(report) }
        func rank(_ r: BatchItemResult) -> Int { r.item.locale.flatMap { locales.firstIndex(of: $0) } ?? locales.count }
        var out: [BatchItemResult] = []
        var run: [BatchItemResult] = []
        func flush() { out += run.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element); run = [] }
        for r in report.results {
            if let first = run.first, (first.item.hallName, first.item.themeName) != (r.item.hallName, r.item.themeName) { flush() }
            run.append(r)
        }
        flush()
        return out
    }

    static func rankedOrder(_ report: BatchReport) -> [BatchItemResult] {
        func rank(_ r: BatchItemResult) -> Int {
            if !r.ok { return 0 }
            switch r.baseline {
            case .changed?: return 1
            case .new?: return 2
            case .unchanged?: return 3
            case nil: return 4
            }
        }
        return report.results.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// One item's seats for the gallery's hover, as a script the page loads on demand
    /// (`<script src>` works from `file://`, where `fetch` does not): it calls
    /// `seatmapSeats(output, [{"id", "state", "price", "frame": [x, y, w, h]}, …])` (named fields, read
    /// by name in the gallery), the frame in pixels and the price as the page writes it
    /// (the hall's currency, `5.800 ₫`; empty when unknown). Written seat by seat.
    public static func seatsScript(output: String, _ resolved: ResolvedPage) -> String {
        seatsScript(output: output, seats: seatsScriptSeats(resolved))
    }

    /// The script for `output` around its seats (`seatsScriptSeats`): what names the item is its
    /// first characters only, so the render cache keeps the seats of a page under any name.
    static func seatsScript(output: String, seats: String) -> String {
        "seatmapSeats(" + HTMLEscape.scriptJSON(JSONValue.string(output).serialized()) + ", " + seats
    }

    /// The seats script's array and its end: `[` … `]);` and a newline.
    static func seatsScriptSeats(_ resolved: ResolvedPage) -> String {
        var out = ""
        // Reserved at about its final size (the ids, and at most about 128 bytes a seat besides):
        // grown by doubling, a 60-MB script would briefly hold twice that.
        var idBytes = 0
        resolved.forEachSeat { idBytes += $0.seat.seatId.utf8.count }
        out.reserveCapacity(idBytes + resolved.seatCount * 128 + 16)
        seatsScriptSeats(resolved) { out += $0 }
        return out
    }

    /// The same text handed to `emit` in pieces of about 1 MB, for a writer that never holds it.
    static func seatsScriptSeats(_ resolved: ResolvedPage, emit: (String) -> Void) {
        var out = "["
        var first = true
        resolved.forEachSeat { s in
            out += first ? "\n" : ",\n"  // a seat a line: reviewable in a baseline's diff
            first = false
            let entry = JSONValue.object([("id", .string(s.seat.seatId)), ("state", .string(s.state.rawValue)),
                                          ("price", .string(resolved.priceText(s.seat.priceMinorUnits) ?? "")),
                                          ("frame", .array(s.pixelFrame.array.map { JSONValue.finiteOrNull(($0 * 10).rounded() / 10) }))])
            out += HTMLEscape.scriptJSON(entry.serialized())
            if out.utf8.count >= 1 << 20 { emit(out); out.removeAll(keepingCapacity: true) }
        }
        out += first ? "]);\n" : "\n]);\n"
        emit(out)
    }

    public static func html(_ report: BatchReport) -> String {
        let items = ordered(report)
        let c = counts(report)
        let hasBaseline = report.request.baseline != nil
        // The baseline relative to the gallery's folder, so the accept command works pasted in
        // that folder wherever it is — the CI runner's checkout or a reviewer's copy of the
        // artifact beside the repository's baseline (an absolute path names the runner's disk);
        // the run folder is `.` (the same text for a single run and a merge of shards).
        let acceptBaseline = report.request.baseline.map { baseline -> String in
            let path = BatchSummary.relativePath(from: report.request.outputDirectory, to: baseline)
            return path.isEmpty ? "." : String(path.dropLast())
        }
        func acceptLine(_ output: String) -> String {
            guard let acceptBaseline else { return "" }
            let command = ShellQuoting.command(["seatmap", "batch", "accept", ".", "--baseline", acceptBaseline, output])
            return "<p class=\"accept\">accept, in this folder: <code>\(HTMLEscape.text(command))</code></p>"
        }
        var data: [JSONValue] = []
        var cards = ""
        var lastHall: String?, lastTheme: String?, lastLocale: String??
        let localeAxis = !report.request.locales.isEmpty
        for (i, r) in items.enumerated() {
            let it = r.item
            let view = it.view.caption
            let locale = it.locale.map { " · \($0)" } ?? ""
            var caption = "\(it.hallName) · \(it.themeName) · \(it.device.name)\(locale)\(it.state == .none ? "" : " · \(it.state.name)")\(view.isEmpty ? "" : " · \(view)")"
            // A story's frame says its step, what was done and what happened.
            if let f = it.flow { caption = "\(f.storyName) · \(it.themeName) · \(it.device.name)\(locale) · step \(f.step) · \(f.action)" + (r.flowOutcome.map { ": \($0)" } ?? "") }
            var attrs = "data-hall=\"\(HTMLEscape.text(it.hallName))\" data-theme=\"\(HTMLEscape.text(it.themeName))\" data-device=\"\(HTMLEscape.text(it.device.name))\" data-index=\"\(i)\""
            if localeAxis { attrs += " data-locale=\"\(HTMLEscape.text(it.locale ?? ""))\"" }
            var status = r.ok ? "ok" : "failed"
            var body = ""
            if let err = r.errorLines {
                body = "<pre class=\"error\">\(HTMLEscape.text(err.joined(separator: "\n")))</pre>"
            } else if hasBaseline, case .changed(let change)? = r.baseline {
                status = "changed"
                let ref = "_baseline/\(it.output)"
                let diffImg = change.diffImage.map { "<img class=\"diff\" src=\"\(HTMLEscape.text($0))\" alt=\"diff\">" } ?? ""
                let seats = change.seats.map { "<p class=\"seats\">\(HTMLEscape.text($0.summary(limit: 20)))</p>" } ?? ""
                body = """
                <div class="compare"><div class="slider"><img src="\(HTMLEscape.text(ref))" alt="reference"><div class="top"><img src="\(HTMLEscape.text(it.output))" alt="actual"></div></div>\
                \(diffImg)</div>\
                <input type="range" min="0" max="100" value="50" aria-label="reference / actual"><p class="note">\(HTMLEscape.text(change.summary)) — left: reference, right: actual</p>\(seats)\(acceptLine(it.output))
                """
            } else {
                if case .new? = r.baseline { status = "new" }
                if case .unchanged? = r.baseline { status = "unchanged" }
                body = "<img class=\"shot\" src=\"\(HTMLEscape.text(it.output))\" alt=\"\(HTMLEscape.text(caption))\" loading=\"lazy\">"
                if case .new? = r.baseline { body += acceptLine(it.output) }
            }
            // Warnings (overlapping seats, missing fonts) as a badge whose tooltip lists them.
            let badge = r.warnings.isEmpty ? ""
                : " <span class=\"badge\" title=\"\(HTMLEscape.text(r.warnings.joined(separator: "\n")))\">\(r.warnings.count) warning\(r.warnings.count == 1 ? "" : "s")</span>"
            // The audit (`--audit`) as a badge: passes, or how many checks fail, listed in its tooltip.
            let auditBadge = r.audit.map { a in
                a.passes ? " <span class=\"badge audit pass\">audit ok</span>"
                    : " <span class=\"badge audit fail\" title=\"\(HTMLEscape.text(a.failures.prefix(30).joined(separator: "\n")))\">audit: \(a.failures.count) fail</span>"
            } ?? ""
            let card = "<figure class=\"card \(status)\" \(attrs)>\(body)<figcaption><b>\(HTMLEscape.text(caption))</b>\(badge)\(auditBadge) <span class=\"tag\">\(status)</span></figcaption></figure>\n"
            if hasBaseline {
                cards += card  // one list, changed first
            } else {
                // A grid by hall × theme: a heading per hall, a row per theme, devices across.
                // On the locale axis, a row per theme and locale, labelled with the locale's own name.
                let label = localeAxis ? "<div class=\"rowlabel\">\(HTMLEscape.text(Self.localeLabel(theme: it.themeName, it.locale)))</div>" : ""
                if it.hallName != lastHall {
                    if lastHall != nil { cards += "</div></section>\n" }
                    cards += "<section class=\"hall\"><h2>\(HTMLEscape.text(it.hallName))</h2><div class=\"row\">\(label)"
                    lastHall = it.hallName
                    lastTheme = it.themeName
                    lastLocale = it.locale
                }
                if it.themeName != lastTheme || (localeAxis && it.locale != lastLocale) {
                    cards += "</div><div class=\"row\">\(label)"
                    lastTheme = it.themeName
                    lastLocale = it.locale
                }
                cards += card
            }
            data.append(.object([
                ("output", .string(it.output)), ("caption", .string(caption)),
                ("image", r.imageSize.map { .array([.int($0.0), .int($0.1)]) } ?? .null),
                ("seats", r.seatsScript.map { .string($0) } ?? .null),
            ]))
        }
        if !hasBaseline && lastHall != nil { cards += "</div></section>\n" }
        func options(_ values: [String], _ kind: String) -> String {
            Array(Set(values)).sorted().map { v in
                "<label><input type=\"checkbox\" data-filter=\"\(kind)\" value=\"\(HTMLEscape.text(v))\" checked> \(HTMLEscape.text(v))</label>"
            }.joined(separator: " ")
        }
        let halls = options(items.map(\.item.hallName), "hall"), themes = options(items.map(\.item.themeName), "theme")
        let devices = options(items.map(\.item.device.name), "device")
        // In `--locales` order, each with its own name.
        let localeFilter = !localeAxis ? "" : "<div>Locale: " + report.request.locales.map { tag in
            "<label><input type=\"checkbox\" data-filter=\"locale\" value=\"\(HTMLEscape.text(tag))\" checked> \(HTMLEscape.text(Self.localeName(tag)))</label>"
        }.joined(separator: " ") + "</div>"
        var summary = "\(report.results.count) item\(report.results.count == 1 ? "" : "s"), \(report.failed.count) failed"
        if hasBaseline {
            summary += " · <b>\(c.changed) changed</b> · \(c.new) new · \(report.missing.count) missing · \(c.unchanged) unchanged"
        }
        let missing = report.missing.isEmpty ? "" : "<p class=\"missing\">Missing (in the baseline, not rendered now): \(report.missing.map(HTMLEscape.text).joined(separator: ", "))</p>"
        let json = HTMLEscape.scriptJSON(JSONValue.array(data).serialized())
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>SeatMap review</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#222}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:10px 16px;z-index:2}
        header h1{font-size:18px;margin:0 0 4px} .filters label{margin-right:10px;white-space:nowrap}
        .rowlabel{flex-basis:100%;font-size:13px;color:#555;margin:0 0 -8px} section.hall{width:100%} section.hall h2{font-size:16px;margin:8px 0} .row{display:flex;flex-wrap:wrap;align-items:flex-start;gap:16px;margin-bottom:16px}
        .filters div{margin:2px 0} main{display:flex;flex-wrap:wrap;gap:16px;padding:16px}
        .card{margin:0;background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px;width:260px}
        .card.changed{border-color:#f03d37} .card.failed{border-color:#b00}
        .accept{font-size:12px;color:#555;margin:4px 0 0} .accept{overflow-x:auto} .accept code{user-select:all;word-break:normal;overflow-wrap:normal}
        .badge{background:#fff4d6;color:#8a5a00;border-radius:4px;padding:0 4px;font-size:11px;cursor:help}
        .card img.shot{width:100%;cursor:zoom-in;display:block} figcaption{font-size:12px;margin-top:6px}
        .tag{float:right;color:#666} .error{white-space:pre-wrap;color:#b00;font-size:12px;margin:0}
        .compare{display:flex;flex-direction:column;gap:8px} .slider{position:relative;width:260px;flex:none}
        .slider img{width:260px;display:block} .slider .top{position:absolute;top:0;right:0;bottom:0;overflow:hidden;width:50%}
        .slider .top img{position:absolute;right:0;top:0} .compare img.diff{width:260px}
        input[type=range]{width:260px} .note{font-size:12px;margin:2px 0} .hidden{display:none}
        .seats{font-size:12px;margin:2px 0;color:#b0006e}
        #lightbox{position:fixed;inset:0;background:rgba(0,0,0,.8);display:none;align-items:center;justify-content:center;z-index:3}
        #lightbox.open{display:flex} #lightbox .frame{position:relative;max-height:94vh}
        #lightbox img{max-height:94vh;display:block} .seat{position:absolute;border-radius:2px}
        .seat:hover{outline:2px solid #f03d37;background:rgba(240,61,55,.15)}
        #tip{position:fixed;background:#222;color:#fff;font-size:12px;padding:3px 6px;border-radius:4px;pointer-events:none;display:none;z-index:4}
        .missing{color:#b00}
        </style></head>
        <body data-items="\(items.count)">
        <header><h1>SeatMap review</h1><div>\(summary)</div>\(missing)
        <div class="filters"><div>Hall: \(halls)</div><div>Theme: \(themes)</div><div>Device: \(devices)</div>\(localeFilter)\(hasBaseline ? "<div><label><input type=\"checkbox\" id=\"changedOnly\"> changed, new or failed only</label></div>" : "")</div></header>
        <main>
        \(cards)</main>
        <div id="lightbox" role="dialog"><div class="frame"><img alt=""><div class="seats"></div></div></div><div id="tip"></div>
        <script type="application/json" id="data">\(json)</script>
        <script>
        (function(){
          var errors=0; window.addEventListener('error',function(){errors++;document.body.dataset.errors=errors;});
          var data=JSON.parse(document.getElementById('data').textContent);
          var boxes=[].slice.call(document.querySelectorAll('[data-filter]'));
          var changedOnly=document.getElementById('changedOnly');
          function apply(){
            var on={hall:{},theme:{},device:{},locale:{}};
            boxes.forEach(function(b){if(b.checked)on[b.dataset.filter][b.value]=1;});
            var only=changedOnly&&changedOnly.checked;
            [].forEach.call(document.querySelectorAll('.card'),function(c){
              var show=on.hall[c.dataset.hall]&&on.theme[c.dataset.theme]&&on.device[c.dataset.device]&&(c.dataset.locale===undefined||on.locale[c.dataset.locale]);
              if(only&&c.classList.contains('unchanged'))show=false;
              c.classList.toggle('hidden',!show);});
          }
          boxes.forEach(function(b){b.addEventListener('change',apply);});
          if(changedOnly)changedOnly.addEventListener('change',apply);
          [].forEach.call(document.querySelectorAll('.card input[type=range]'),function(r){
            r.addEventListener('input',function(){r.parentNode.querySelector('.top').style.width=(100-r.value)+'%';});});
          var box=document.getElementById('lightbox'),big=box.querySelector('img'),layer=box.querySelector('.seats'),tip=document.getElementById('tip');
          var shown=null;
          function place(d,seats){
            if(shown!==d)return; layer.textContent='';
            seats.forEach(function(s){
              var e=document.createElement('div'); e.className='seat';
              var f=s.frame;
              e.style.left=(f[0]/d.image[0]*100)+'%'; e.style.top=(f[1]/d.image[1]*100)+'%';
              e.style.width=(f[2]/d.image[0]*100)+'%'; e.style.height=(f[3]/d.image[1]*100)+'%';
              e.dataset.info=s.id+' · '+s.state+(s.price?' · '+s.price:''); layer.appendChild(e);});
          }
          var loaded={};
          // Each item's seats are in <stem>.seats.js, loaded when the item is first opened.
          window.seatmapSeats=function(key,seats){loaded[key]=seats; data.forEach(function(d){if(d.output===key)place(d,seats);});};
          function open(i){
            var d=data[i]; shown=d; big.src=d.output; layer.textContent='';
            if(d.image&&d.seats){
              if(loaded[d.output])place(d,loaded[d.output]);
              else{var s=document.createElement('script'); s.src=d.seats; document.body.appendChild(s);}
            }
            box.classList.add('open');
          }
          layer.style.position='absolute'; layer.style.inset='0';
          layer.addEventListener('mousemove',function(ev){var t=ev.target.dataset&&ev.target.dataset.info;
            if(t){tip.textContent=t;tip.style.display='block';tip.style.left=(ev.clientX+12)+'px';tip.style.top=(ev.clientY+12)+'px';}else{tip.style.display='none';}});
          box.addEventListener('click',function(ev){if(ev.target===box){box.classList.remove('open');tip.style.display='none';}});
          document.addEventListener('keydown',function(ev){if(ev.key==='Escape')box.classList.remove('open');});
          [].forEach.call(document.querySelectorAll('.card'),function(c){
            var img=c.querySelector('img.shot,.slider .top img'); if(img)img.addEventListener('click',function(){open(+c.dataset.index);});});
          // index.html#item-N opens item N (a link to one item of a review).
          var m=/^#item-([0-9]+)$/.exec(location.hash); if(m&&data[+m[1]])open(+m[1]);
          window.addEventListener('load',function(){
            var imgs=[].slice.call(document.querySelectorAll('main img'));
            document.body.dataset.imagesLoaded=imgs.filter(function(i){return i.complete&&i.naturalWidth>0;}).length;
            document.body.dataset.images=imgs.length; document.body.dataset.errors=errors;});
        })();
        </script>
        </body></html>

        """
    }

    /// `maoyan · العربية (ar, right to left)`: a row of the locale axis.
    static func localeLabel(theme: String, _ tag: String?) -> String {
        guard let tag else { return theme }
        return "\(theme) · \(localeName(tag))"
    }

    /// `العربية (ar, right to left)`, or the tag alone when it has no table.
    static func localeName(_ tag: String) -> String {
        guard let l = try? PageLocale.named(tag) else { return tag }
        return "\(l.name) (\(l.tag)\(l.isRightToLeft ? ", right to left" : ""))"
    }
}
