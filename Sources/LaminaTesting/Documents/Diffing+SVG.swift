import Foundation

extension Diffing where Value == String {
    /// SVG documents compared as text after canonicalization, with a unified diff of the
    /// canonical forms on a mismatch.
    ///
    /// Structural rather than rasterized: SVG is text already, a diff of it names the element
    /// and attribute that changed (a path's points, a color, a missing clip), and comparing it
    /// needs no rasterizer. What varies without meaning is canonicalized first — Cairo's
    /// process-wide id counters, base64 image data, number formatting; see
    /// `SVGCanonicalization`. The stored file is a viewable SVG with its ids renumbered and a
    /// comment naming the font set (`<!-- lamina-fonts: … -->`), checked before comparing, as
    /// the image strategies check theirs.
    public static var svg: Diffing<String> {
        let lines = Diffing<String>.lines
        return Diffing(
            toData: { svg in Data(DocumentSnapshotFormat.insertingFonts(into: svg).utf8) },
            fromData: { data in String(decoding: data, as: UTF8.self) },
            checkReference: { data in
                DocumentSnapshotFormat.checkFonts(inSVG: String(decoding: data, as: UTF8.self))
            },
            diff: { reference, actual in
                lines.diff(SVGCanonicalization.canonical(reference), SVGCanonicalization.canonical(actual))
                    .map { message, attachments in
                        (
                            message.replacingOccurrences(
                                of: "Text does not", with: "SVG (canonicalized) does not"), attachments
                        )
                    }
            })
    }
}

/// The font set in SVG documents.
enum DocumentSnapshotFormat {
    /// `svg` with a comment naming this machine's font set after its XML declaration.
    static func insertingFonts(into svg: String) -> String {
        guard let fonts = FontSet.current else { return svg }
        let comment =
            "<!-- \(ImageSnapshotFormat.fontsKeyword): \(fonts.description.replacingOccurrences(of: "--", with: "- -")) -->"
        if svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") {
            return String(svg[...end]) + comment + "\n" + svg[svg.index(after: end)...]
        }
        return comment + "\n" + svg
    }

    /// Why an SVG reference's fonts are not this machine's; `nil` when they are or are unknown.
    static func checkFonts(inSVG svg: String) -> String? {
        let marker = "<!-- \(ImageSnapshotFormat.fontsKeyword): "
        guard let start = svg.range(of: marker),
            let end = svg.range(of: " -->", range: start.upperBound..<svg.endIndex),
            let recorded = FontSet(String(svg[start.upperBound..<end.lowerBound])),
            let current = FontSet.current
        else { return nil }
        return current.mismatch(recorded: recorded)
    }
}
