import CLamina
import Foundation

/// How a block of text is laid out.
package struct TextStyle {
    /// How a line too long for its width is shortened.
    package enum Truncation {
        case none, start, middle, end
    }

    /// Where lines sit horizontally.
    package enum Alignment {
        case natural, left, right, center, justified
    }

    package var font: CTFont
    package var color: CGColor
    /// The width lines wrap or truncate at; `nil` for unlimited.
    package var width: CGFloat?
    /// The height beyond which lines are not shown (the last one is truncated); `nil` for
    /// unlimited.
    package var height: CGFloat?
    package var wraps: Bool
    package var truncation: Truncation
    package var alignment: Alignment
    /// Whether glyph positions snap to whole pixels.
    package var quantizesPositions: Bool

    package init(
        font: CTFont, color: CGColor, width: CGFloat? = nil, height: CGFloat? = nil, wraps: Bool = true,
        truncation: Truncation = .none, alignment: Alignment = .natural, quantizesPositions: Bool = false
    ) {
        self.font = font
        self.color = color
        self.width = width
        self.height = height
        self.wraps = wraps
        self.truncation = truncation
        self.alignment = alignment
        self.quantizesPositions = quantizesPositions
    }
}

/// Text shaped and laid out by Pango (with fontconfig's fonts and fallbacks), measured in
/// points and drawn through Cairo, where it stays text in PDF and SVG.
///
/// Hinted metrics are off, so the layout is the same at every scale.
package final class TextLayout {
    private let context: OpaquePointer
    private let layout: OpaquePointer
    package let style: TextStyle
    /// The largest font size in the text, in points (clamped as Pango gets it).
    private var largestFontSize: CGFloat

    /// Lays out `text` with `runs` of attributes (UTF-16 ranges, as `NSAttributedString`
    /// gives them).
    package init(text: String, runs: [(NSRange, [NSAttributedString.Key: Any])] = [], style: TextStyle) {
        self.style = style
        largestFontSize = TextEngine.clampedSize(style.font.size)
        (context, layout) = TextEngine.withLock { () -> (OpaquePointer, OpaquePointer) in
            let fontMap = pango_cairo_font_map_get_default()
            let context = pango_font_map_create_context(fontMap)!
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(context, style.quantizesPositions ? 1 : 0)
            let layout = pango_layout_new(context)!
            let description = pango_font_description_from_string(style.font.pangoDescription)
            pango_font_description_set_absolute_size(description, TextEngine.pangoSize(style.font.size))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            pango_layout_set_text(layout, text, -1)
            return (context, layout)
        }
        TextEngine.withLock {
            applyAttributes(runs, to: text)
            applyStyle()
        }
    }

    deinit {
        let (layout, context) = (layout, context)
        TextEngine.withLock {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    private func applyStyle() {
        if let width = style.width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1e6) * 1024))
        } else if style.width != nil {
            pango_layout_set_width(layout, 0)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if !style.wraps, style.width != nil {
            // One paragraph per line, never wrapped: limit to one line of height.
            pango_layout_set_height(layout, -1)
        } else if let height = style.height, height.isFinite, style.truncation != .none {
            pango_layout_set_height(layout, Int32(max(0, min(height, 1e6)) * 1024))
        }
        let ellipsize: PangoEllipsizeMode
        switch style.truncation {
        case .none: ellipsize = PANGO_ELLIPSIZE_NONE
        case .start: ellipsize = PANGO_ELLIPSIZE_START
        case .middle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .end: ellipsize = PANGO_ELLIPSIZE_END
        }
        pango_layout_set_ellipsize(layout, ellipsize)
        switch style.alignment {
        case .natural:
            pango_layout_set_auto_dir(layout, 1)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .right:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
    }

    /// Turns Foundation's attributes into Pango attributes; values of the wrong type are
    /// ignored, as UIKit ignores them.
    private func applyAttributes(_ runs: [(NSRange, [NSAttributedString.Key: Any])], to text: String) {
        guard !runs.isEmpty else { return }
        let offsets = TextLayout.utf8Offsets(of: text)
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: NSRange) {
            guard let attribute else { return }
            let start = range.location
            let end = range.location + range.length
            guard start >= 0, end <= offsets.count - 1, start < end else {
                pango_attribute_destroy(attribute)
                return
            }
            attribute.pointee.start_index = UInt32(offsets[start])
            attribute.pointee.end_index = UInt32(offsets[end])
            pango_attr_list_insert(list, attribute)
        }
        for (range, attributes) in runs {
            for (key, value) in attributes {
                switch key {
                case .font:
                    guard let font = CTFont.from(value, size: style.font.size) else { continue }
                    let description = pango_font_description_from_string(font.pangoDescription)
                    pango_font_description_set_absolute_size(description, TextEngine.pangoSize(font.size))
                    largestFontSize = max(largestFontSize, TextEngine.clampedSize(font.size))
                    insert(pango_attr_font_desc_new(description), range)
                    pango_font_description_free(description)
                case .foregroundColor:
                    guard let color = CGColor.from(value) else { continue }
                    let rgba = color.sRGBA
                    func channel(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(1, v)) * 65535) }
                    insert(
                        pango_attr_foreground_new(channel(rgba.red), channel(rgba.green), channel(rgba.blue)),
                        range)
                    insert(pango_attr_foreground_alpha_new(channel(rgba.alpha)), range)
                case .backgroundColor:
                    guard let color = CGColor.from(value) else { continue }
                    let rgba = color.sRGBA
                    func channel(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(1, v)) * 65535) }
                    insert(
                        pango_attr_background_new(channel(rgba.red), channel(rgba.green), channel(rgba.blue)),
                        range)
                    insert(pango_attr_background_alpha_new(channel(rgba.alpha)), range)
                case .kern:
                    guard let kern = numberValue(value), kern.isFinite else { continue }
                    insert(pango_attr_letter_spacing_new(Int32(max(-1000, min(kern, 1000)) * 1024)), range)
                case .underlineStyle:
                    guard let number = numberValue(value), number.isFinite, abs(number) < 1e9 else {
                        continue
                    }
                    let style = Int(number)
                    guard style != 0 else { continue }
                    let kind: PangoUnderline =
                        style & 0x0F == 0x09
                        ? PANGO_UNDERLINE_DOUBLE
                        : (style & 0x02 != 0 ? PANGO_UNDERLINE_SINGLE : PANGO_UNDERLINE_SINGLE)
                    insert(pango_attr_underline_new(kind), range)
                case .strikethroughStyle:
                    guard let style = numberValue(value), style != 0 else { continue }
                    insert(pango_attr_strikethrough_new(1), range)
                default:
                    continue
                }
            }
        }
        pango_layout_set_attributes(layout, list)
    }

    private func numberValue(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        case let v as NSUnderlineStyle: return Double(v.rawValue)
        default: return nil
        }
    }

    /// The UTF-8 offset of every UTF-16 offset of `text` (one more entry than UTF-16 units).
    private static func utf8Offsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var utf8 = 0
        for scalar in text.unicodeScalars {
            let units = scalar.utf16.count
            for _ in 0..<units { offsets.append(utf8) }
            utf8 += scalar.utf8.count
        }
        offsets.append(utf8)
        return offsets
    }

    /// The laid-out size in points (the logical extents: line heights, advance widths).
    package var size: CGSize {
        TextEngine.withLock {
            var width: Int32 = 0
            var height: Int32 = 0
            pango_layout_get_size(layout, &width, &height)
            return CGSize(width: CGFloat(width) / 1024, height: CGFloat(height) / 1024)
        }
    }

    /// The horizontal offset of the laid-out text within its width (alignment).
    package var inkOffset: CGFloat {
        TextEngine.withLock {
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return CGFloat(logical.x) / 1024
        }
    }

    /// The number of characters no installed font could show (drawn as boxes).
    package var unknownGlyphCount: Int {
        TextEngine.withLock { Int(pango_layout_get_unknown_glyphs_count(layout)) }
    }

    /// Whether the text's first strong character is right-to-left (Arabic, Hebrew…).
    package var isRightToLeft: Bool {
        TextEngine.withLock {
            guard let pointer = pango_layout_get_text(layout) else { return false }
            for scalar in String(cString: pointer).unicodeScalars where scalar.properties.isAlphabetic {
                switch scalar.value {
                case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                    return true
                default:
                    return false
                }
            }
            return false
        }
    }

    /// The number of lines.
    package var lineCount: Int { TextEngine.withLock { Int(pango_layout_get_line_count(layout)) } }

    /// Whether Pango shortened a line with an ellipsis.
    package var isEllipsized: Bool { TextEngine.withLock { pango_layout_is_ellipsized(layout) != 0 } }

    /// The text of the laid-out lines as displayed (with "…" where truncated).
    package var displayedText: String {
        TextEngine.withLock {
            guard let iterator = pango_layout_get_iter(layout) else { return "" }
            defer { pango_layout_iter_free(iterator) }
            var result = ""
            repeat {
                if let run = pango_layout_iter_get_run_readonly(iterator) {
                    let item = run.pointee.item.pointee
                    let glyphs = run.pointee.glyphs.pointee
                    // An ellipsis run is shaped from "…", not from the text.
                    if glyphs.num_glyphs > 0, item.analysis.flags & 0x02 != 0 {
                        result += "…"
                    } else if let text = pango_layout_get_text(layout) {
                        let bytes = UnsafeRawBufferPointer(
                            start: UnsafeRawPointer(text).advanced(by: Int(item.offset)),
                            count: Int(item.length))
                        result += String(decoding: bytes, as: UTF8.self)
                    }
                }
            } while pango_layout_iter_next_run(iterator) != 0
            return result
        }
    }

    /// The x position of the character at UTF-8 `index` (for testing direction and alignment).
    package func xPosition(ofByte index: Int) -> CGFloat {
        TextEngine.withLock {
            var rectangle = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(index), &rectangle)
            return CGFloat(rectangle.x) / 1024
        }
    }

    /// Sets Cairo's current path to the outlines of the glyphs, the text's top-left at `origin`.
    package func setPath(in c: OpaquePointer, at origin: CGPoint) {
        TextEngine.withLock {
            cairo_new_path(c)
            // Text too large for the device leaves an empty path (see TextEngine).
            guard TextEngine.fitsDevice(fontSize: largestFontSize, in: c) else { return }
            pango_cairo_update_context(c, context)
            pango_layout_context_changed(layout)
            cairo_move_to(c, Double(origin.x), Double(origin.y))
            pango_cairo_layout_path(c, layout)
        }
    }

    /// Draws the text with its top-left at `origin`, in Cairo's current user space (y down).
    package func draw(in c: OpaquePointer, at origin: CGPoint, alpha: CGFloat = 1) {
        TextEngine.withLock {
            // Text too large for the device is not drawn (see TextEngine).
            guard TextEngine.fitsDevice(fontSize: largestFontSize, in: c) else { return }
            pango_cairo_update_context(c, context)
            pango_layout_context_changed(layout)
            let rgba = style.color.sRGBA
            cairo_set_source_rgba(
                c, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha * alpha))
            cairo_move_to(c, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(c, layout)
            cairo_new_path(c)
        }
    }
}
