/// The vertical metrics of Apple's fonts that Linux draws with metric-compatible clones.
///
/// The URW and Liberation clones (Nimbus Sans for Helvetica and Arial, Nimbus Roman for Times
/// New Roman, Nimbus Mono PS for Courier New) copy their originals' advances, so lines break
/// where they break on iOS, but not their vertical metrics: Nimbus Sans has an ascent of 0.729
/// em, a descent of 0.271 and a line gap of 0.2, where Helvetica has 0.770, 0.230 and none.
/// Lines stacked with the clone's metrics would sit lower, by the line gap, than on iOS. A clone
/// that stands in for one of these fonts therefore takes the original's ascent, descent and
/// leading (CoreText's `CTFontGetAscent`, `CTFontGetDescent`, `CTFontGetLeading`); its glyphs
/// and their ink are its own.
package enum StandInMetrics {
    /// An ascent, a descent (positive, below the baseline) and a leading, in ems, as CoreText
    /// reports them, and UIKit's ascender where it differs.
    package struct Vertical: Equatable, Sendable {
        package var ascent: Double
        package var descent: Double
        package var leading: Double
        /// `UIFont.ascender`, when UIKit reports another than CoreText's ascent.
        package var uiKitAscent: Double? = nil
    }

    /// Apple's values, from the fonts' horizontal header (units per em 2048); Helvetica's as
    /// CoreText reports them on macOS and iOS (ascent 13.090, descent 3.910, leading 0 at 17
    /// points), and as UIKit reports them on iOS, whose `UIFont.ascender` for Helvetica is
    /// 0.15 em taller (15.640 at 17 points, 18.400 at 20; `lineHeight` 1.15 em).
    private static let originals: [String: Vertical] = [
        "helvetica": Vertical(
            ascent: 1577 / 2048, descent: 471 / 2048, leading: 0, uiKitAscent: 1577 / 2048 + 0.15),
        "arial": Vertical(ascent: 1854 / 2048, descent: 434 / 2048, leading: 67 / 2048),
        "times new roman": Vertical(ascent: 1825 / 2048, descent: 443 / 2048, leading: 87 / 2048),
        "courier new": Vertical(ascent: 1705 / 2048, descent: 615 / 2048, leading: 0),
    ]

    /// The metrics a face of the family `resolved` takes when it draws a font asked for as the
    /// family `requested`: the original's when `requested` is one of the fonts above and another
    /// family stands in for it, else `nil` (the face's own).
    package static func vertical(requested: String, resolved: String) -> Vertical? {
        let key = requested.lowercased()
        guard key != resolved.lowercased() else { return nil }
        return originals[key]
    }
}
