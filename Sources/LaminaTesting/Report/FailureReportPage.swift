import Foundation

/// The HTML of the failure report: one section per failed snapshot, images inlined as data
/// URLs, styles and the few lines of script for the swipe and onion-skin sliders inline.
struct FailureReportPage {
    let entries: [FailureReport.Entry]
    /// The folder the entries' paths are relative to.
    let root: URL

    var html: String {
        let title =
            entries.isEmpty
            ? "No snapshot failures" : "\(entries.count) snapshot failure\(entries.count == 1 ? "" : "s")"
        var body = "<h1>\(title)</h1>\n"
        if !entries.isEmpty {
            body += "<nav><ol>\n"
            for (index, entry) in entries.enumerated() {
                body +=
                    "<li><a href=\"#failure-\(index + 1)\">\(escape(entry.file)) › \(escape(entry.test)) (\(escape(entry.snapshot)))</a></li>\n"
            }
            body += "</ol></nav>\n"
        }
        for (index, entry) in entries.enumerated() {
            body += section(entry, number: index + 1)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            \(body)<script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    private func section(_ entry: FailureReport.Entry, number: Int) -> String {
        let images = (entry.reference, entry.actual)
        let kind = entry.diff != nil ? "text" : (isImage(entry.actual) ? "image" : "file")
        var html = """
            <section class="failure" id="failure-\(number)" data-kind="\(kind)">
            <h2>\(escape(entry.file)) › \(escape(entry.test)) <span class="snapshot">\(escape(entry.snapshot))</span></h2>
            <pre class="message">\(escape(entry.message))</pre>

            """
        if kind == "image", let reference = dataURL(images.0), let actual = dataURL(images.1) {
            let difference = dataURL(entry.difference)
            html += "<div class=\"panels\">\n"
            html += panel("Reference", "reference", reference)
            html += panel("New", "actual", actual)
            if let difference { html += panel("Difference", "difference", difference) }
            html += "</div>\n"
            html += """
                <div class="compare swipe"><h3>Swipe</h3>
                <div class="stack"><img class="under" src="\(reference)" alt="reference"><div class="clip" style="width: 50%"><img class="over" src="\(actual)" alt="new"></div></div>
                <input class="swipe-range" type="range" min="0" max="100" value="50" aria-label="swipe between reference and new">
                </div>
                <div class="compare onion"><h3>Onion skin</h3>
                <div class="stack"><img class="under" src="\(reference)" alt="reference"><img class="over" src="\(actual)" alt="new" style="opacity: 0.5"></div>
                <input class="onion-range" type="range" min="0" max="100" value="50" aria-label="opacity of new over reference">
                </div>

                """
        } else if let diff = entry.diff {
            html += "<pre class=\"diff\">"
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = escape(String(line))
                let type =
                    line.hasPrefix("+++") || line.hasPrefix("---")
                    ? "file"
                    : line.hasPrefix("@@")
                        ? "hunk" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "same"
                html += "<span class=\"\(type)\">\(text)</span>\n"
            }
            html += "</pre>\n"
        } else {
            for (label, path) in [("Reference", entry.reference), ("New", entry.actual)] {
                if let path { html += "<p>\(label): <code>\(escape(path))</code></p>\n" }
            }
        }
        return html + "</section>\n"
    }

    private func panel(_ title: String, _ role: String, _ source: String) -> String {
        "<figure class=\"panel\"><figcaption>\(title)</figcaption><img class=\"\(role)\" src=\"\(source)\" alt=\"\(title.lowercased())\"></figure>\n"
    }

    private func isImage(_ path: String?) -> Bool {
        path.map { $0.lowercased().hasSuffix(".png") } ?? false
    }

    /// A PNG file under the root as a data URL.
    private func dataURL(_ path: String?) -> String? {
        guard let path, isImage(path), let data = try? Data(contentsOf: root.appendingPathComponent(path))
        else {
            return nil
        }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static let style = """
        body { font: 14px/1.4 -apple-system, "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; }
        h1 { font-size: 22px; } h2 { font-size: 16px; margin: 0 0 8px; } h3 { font-size: 13px; margin: 8px 0 4px; }
        .failure { border: 1px solid #d1d1d6; border-radius: 8px; padding: 16px; margin: 16px 0; }
        .snapshot { color: #6e6e73; font-weight: normal; }
        .message { background: #f2f2f7; padding: 8px; overflow-x: auto; white-space: pre-wrap; }
        .panels { display: flex; gap: 16px; flex-wrap: wrap; }
        .panel { margin: 0; } .panel img, .stack img { display: block; max-width: 100%; image-rendering: pixelated;
          background: repeating-conic-gradient(#e5e5ea 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
        figcaption { font-size: 12px; color: #6e6e73; }
        .stack { position: relative; display: inline-block; }
        .stack .clip { position: absolute; top: 0; left: 0; height: 100%; overflow: hidden; }
        .stack .clip img { max-width: none; }
        .onion .stack img.over { position: absolute; top: 0; left: 0; }
        input[type=range] { display: block; width: 320px; }
        .diff span { display: block; } .diff .add { background: #e3f9e5; } .diff .del { background: #fde8e8; }
        .diff .hunk { color: #6e6e73; } .diff .file { font-weight: bold; }
        """

    private static let script = """
        // Small snapshots are shown magnified by a whole factor, so their pixels stay sharp.
        for (const img of document.querySelectorAll('.panel img, .stack img')) {
          const fit = () => {
            const zoom = Math.max(1, Math.floor(240 / img.naturalWidth));
            img.style.width = (img.naturalWidth * zoom) + 'px';
          };
          if (img.complete) { fit(); } else { img.addEventListener('load', fit); }
        }
        for (const range of document.querySelectorAll('.swipe-range')) {
          range.addEventListener('input', () => {
            range.previousElementSibling.querySelector('.clip').style.width = range.value + '%';
          });
        }
        for (const range of document.querySelectorAll('.onion-range')) {
          range.addEventListener('input', () => {
            range.previousElementSibling.querySelector('img.over').style.opacity = range.value / 100;
          });
        }
        """
}
