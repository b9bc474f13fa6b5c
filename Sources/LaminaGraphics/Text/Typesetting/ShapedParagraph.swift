import CLamina
import Foundation

/// One paragraph of text shaped and broken into lines by Pango (fontconfig's fonts and
/// fallbacks, HarfBuzz's shaping, the Unicode bidirectional algorithm and line breaking).
///
/// The lines and runs made from it (``TypesetLine``, ``TypesetRun``) borrow Pango's glyph
/// items and keep the paragraph alive. Every use of the Pango objects holds
/// ``TextEngine/withLock(_:)``.
package final class ShapedParagraph: @unchecked Sendable {
    let context: OpaquePointer
    let layout: OpaquePointer
    /// The paragraph's text as Pango has it (UTF-8, NUL-terminated).
    let utf8: [CChar]
    /// The UTF-16 offset, in the whole string, of the paragraph's first character.
    let start: Int
    /// The UTF-8 offset of every UTF-16 offset of the paragraph (one more than its length).
    private let utf8Offsets: [Int]
    /// The attribute runs of the paragraph, in paragraph UTF-16 offsets, with their styles.
    let runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any], style: TextRunStyle)]
    /// The paragraph's settings.
    let settings: ParagraphSettings

    /// How Pango is asked to break and shorten the paragraph.
    struct Breaking {
        /// The width lines wrap or truncate at, in points; `nil` for unlimited.
        var width: CGFloat?
        /// The first line's indent relative to the others.
        var indent: CGFloat
        var wraps: Bool
        var wordWrap: Bool
        var ellipsize: PangoEllipsizeMode
    }

    /// Shapes `text` (one paragraph, without its terminator) starting at UTF-16 offset `start`
    /// of the whole string. Call holding the text lock.
    init(
        text: String, start: Int,
        runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any], style: TextRunStyle)],
        baseFont: CTFont, settings: ParagraphSettings, breaking: Breaking, roundsGlyphPositions: Bool = false
    ) {
        self.start = start
        self.runs = runs
        self.settings = settings
        let text = CombiningMarkBound.apply(to: text)
        utf8 = Array(text.utf8CString)
        utf8Offsets = Self.utf8Offsets(of: text)
        let fontMap = TextEngine.fontMap()
        context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, roundsGlyphPositions ? 1 : 0)
        switch settings.baseWritingDirection {
        case .leftToRight: pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        case .rightToLeft: pango_context_set_base_dir(context, PANGO_DIRECTION_RTL)
        case .natural: break
        }
        layout = pango_layout_new(context)!
        pango_layout_set_auto_dir(layout, settings.baseWritingDirection == .natural ? 1 : 0)
        let description = pango_font_description_from_string(baseFont.pangoDescription)
        pango_font_description_set_absolute_size(description, TextEngine.pangoSize(baseFont.size))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        utf8.withUnsafeBufferPointer { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count - 1)) }
        applyAttributes()
        applyTabs()
        apply(breaking)
    }

    deinit {
        let (layout, context) = (layout, context)
        TextEngine.withLock {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    /// The UTF-16 offset in the whole string of a UTF-8 offset of the paragraph.
    func utf16Offset(ofByte byte: Int) -> Int {
        // Offsets increase: binary search for the first UTF-16 offset at or past `byte`.
        var low = 0
        var high = utf8Offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if utf8Offsets[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return start + low
    }

    /// The UTF-8 offset of a UTF-16 offset of the paragraph (clamped to it).
    func byteOffset(ofUTF16 offset: Int) -> Int {
        utf8Offsets[min(max(offset, 0), utf8Offsets.count - 1)]
    }

    /// The paragraph's length in UTF-16 units.
    var length: Int { utf8Offsets.count - 1 }

    /// The attribute run (index into ``runs``) holding paragraph UTF-16 offset `offset`.
    func runIndex(at offset: Int) -> Int? {
        runs.firstIndex { NSLocationInRange(offset, $0.range) } ?? (runs.isEmpty ? nil : runs.count - 1)
    }

    private func apply(_ breaking: Breaking) {
        if let width = breaking.width, width.isFinite {
            pango_layout_set_width(layout, Int32(min(max(width, 0), 1e6) * 1024))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_indent(layout, Int32(min(max(breaking.indent, -1e6), 1e6) * 1024))
        pango_layout_set_wrap(layout, breaking.wordWrap ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
        pango_layout_set_ellipsize(layout, breaking.ellipsize)
        if !breaking.wraps {
            // One line for the paragraph: Pango ellipsizes to it, or the width is unlimited.
            pango_layout_set_height(layout, -1)
            if breaking.ellipsize == PANGO_ELLIPSIZE_NONE { pango_layout_set_width(layout, -1) }
        }
        switch settings.alignment {
        case .left:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            if settings.baseWritingDirection == .natural { pango_layout_set_auto_dir(layout, 0) }
        case .right:
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            if settings.baseWritingDirection == .natural { pango_layout_set_auto_dir(layout, 0) }
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
    }

    /// The attributes Pango shapes with: fonts, spacing, ligatures; and one marker per
    /// attribute run, so that Pango's runs never cross two of them.
    private func applyAttributes() {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: NSRange) {
            guard let attribute else { return }
            guard range.length > 0, range.location >= 0, range.location + range.length <= length else {
                pango_attribute_destroy(attribute)
                return
            }
            attribute.pointee.start_index = UInt32(byteOffset(ofUTF16: range.location))
            attribute.pointee.end_index = UInt32(byteOffset(ofUTF16: range.location + range.length))
            pango_attr_list_insert(list, attribute)
        }
        for (index, run) in runs.enumerated() {
            let style = run.style
            let description = pango_font_description_from_string(style.font.pangoDescription)
            pango_font_description_set_absolute_size(description, TextEngine.pangoSize(style.font.size))
            insert(pango_attr_font_desc_new(description), run.range)
            pango_font_description_free(description)
            if style.kern != 0 {
                insert(pango_attr_letter_spacing_new(Int32(style.kern * 1024)), run.range)
            }
            var features: [String] = []
            switch style.ligature {
            case 0: features.append("liga 0, clig 0, dlig 0")
            case 2: features.append("dlig 1")
            default: break
            }
            if !style.kernsPairs { features.append("kern 0") }
            if !features.isEmpty {
                insert(pango_attr_font_features_new(features.joined(separator: ", ")), run.range)
            }
            // The marker: a foreground colour Pango splits runs at and Lamina never draws.
            insert(
                pango_attr_foreground_new(UInt16(index & 0xFFFF), UInt16((index >> 16) & 0xFFFF), 0),
                run.range)
        }
        pango_layout_set_attributes(layout, list)
    }

    /// The paragraph's tab stops; past the last one, stops every ``defaultTabInterval``.
    private func applyTabs() {
        var stops = settings.tabStops.map { ($0.location, $0.alignment) }
        if settings.defaultTabInterval > 0 {
            let last = stops.last?.0 ?? 0
            let interval = settings.defaultTabInterval
            let count = min(Int(max(0, 2000 - last) / interval), 64)
            if count > 0 { stops += (1...count).map { (last + CGFloat($0) * interval, .left) } }
        }
        guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        defer { pango_tab_array_free(tabs) }
        for (index, (location, alignment)) in stops.enumerated() {
            let kind: PangoTabAlign
            switch alignment {
            case .right: kind = PANGO_TAB_RIGHT
            case .center: kind = PANGO_TAB_CENTER
            default: kind = PANGO_TAB_LEFT
            }
            pango_tab_array_set_tab(tabs, Int32(index), kind, Int32(min(max(location, 0), 1e6) * 1024))
        }
        pango_layout_set_tabs(layout, tabs)
    }

    private static func utf8Offsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var utf8 = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<scalar.utf16.count { offsets.append(utf8) }
            utf8 += scalar.utf8.count
        }
        offsets.append(utf8)
        return offsets
    }
}
