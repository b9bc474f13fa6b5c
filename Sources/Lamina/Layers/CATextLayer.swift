import LaminaGraphics

/// A layer that draws plain or attributed text, laid out and shaped by Pango.
///
/// Mirrors QuartzCore's `CATextLayer`. The text starts at the top-left of the bounds. `font`
/// accepts a font name (`String`), a `CTFont` (its size is ignored in favour of `fontSize`, as
/// on Apple's platforms) or a `CGFont`; a name no font here or on iOS has draws in Helvetica, as
/// CoreText's fallback does, and `debugDescription` names the face that stands in. Any script shapes, with fontconfig
/// finding fonts for the characters the chosen font lacks.
open class CATextLayer: CALayer {
    /// How the compositor draws the class.
    override package class var renderKind: LayerRenderKind { .text }

    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { textPropertyTable }

    /// The text: a `String` or an `NSAttributedString`. Default: `nil`.
    ///
    /// As in Core Animation, an attributed string is copied when set: changing a mutable one
    /// afterwards does not change the layer.
    open var string: Any? {
        get { textSnapshot.value }
        set {
            layerPropertyWillChange("string")
            textSnapshot = TextSnapshot(newValue)
            layerPropertyDidChange("string")
        }
    }

    /// The text as set, with its attribute runs read once.
    package private(set) var textSnapshot = TextSnapshot.empty

    /// Takes `other`'s text without reading its attribute runs again (copies of the layer).
    package func adoptText(of other: CATextLayer) {
        layerPropertyWillChange("string")
        textSnapshot = other.textSnapshot
        layerPropertyDidChange("string")
    }

    /// The font: a name, a `CTFont` or a `CGFont`. Default: `nil` (Helvetica).
    open var font: Any? {
        willSet { layerPropertyWillChange("font") }
        didSet { layerPropertyDidChange("font") }
    }

    /// The font size, in points, for plain strings. Default: 36.
    open var fontSize: CGFloat = 36 {
        willSet { if newValue.isFinite { layerPropertyWillChange("fontSize") } }
        didSet {
            // A non-finite size is ignored: the property keeps its previous value.
            guard fontSize.isFinite else {
                fontSize = oldValue
                return
            }
            layerPropertyDidChange("fontSize")
        }
    }

    /// The color of plain strings. Default: opaque white.
    open var foregroundColor: CGColor? = .white {
        willSet { layerPropertyWillChange("foregroundColor") }
        didSet { layerPropertyDidChange("foregroundColor") }
    }

    /// Whether the text wraps to the bounds' width. Default: false.
    open var isWrapped = false {
        willSet { layerPropertyWillChange("wrapped") }
        didSet { layerPropertyDidChange("wrapped") }
    }

    /// How text that does not fit is shortened. Default: `.none`.
    open var truncationMode: CATextLayerTruncationMode = .none {
        willSet { layerPropertyWillChange("truncationMode") }
        didSet { layerPropertyDidChange("truncationMode") }
    }

    /// Where lines are placed. Default: `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        willSet { layerPropertyWillChange("alignmentMode") }
        didSet { layerPropertyDidChange("alignmentMode") }
    }

    /// Whether glyph positions snap to whole pixels. Default: false.
    open var allowsFontSubpixelQuantization = false {
        willSet { layerPropertyWillChange("allowsFontSubpixelQuantization") }
        didSet { layerPropertyDidChange("allowsFontSubpixelQuantization") }
    }

    /// Creates a text layer with default properties.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties, text properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Creates a text layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size of the laid-out text: wrapped to the bounds' width when `isWrapped`, on one
    /// line per paragraph otherwise.
    open override func preferredFrameSize() -> CGSize {
        let layout = makeLayout(
            width: isWrapped && bounds.width > 0 ? bounds.width : nil, height: nil, truncating: false)
        let size = layout.size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The layer's description, naming the font used when the requested one is not installed.
    open override var debugDescription: String {
        let font = resolvedFont
        let fallback =
            font.isFallback ? " font \"\(font.name)\" not installed, using \"\(font.resolvedFamily)\"" : ""
        return "\(shortDescription)\(fallback)"
    }

    /// The font to draw plain text with.
    package var resolvedFont: CTFont {
        // As on Apple's platforms, the layer's `fontSize` wins over the font's own size.
        let name = font.flatMap { CTFont.from($0, size: fontSize)?.name } ?? "Helvetica"
        return CTFont(name: name, size: fontSize)
    }

    /// The text and its attribute runs.
    package var textContent: (String, [(NSRange, [NSAttributedString.Key: Any])]) {
        (textSnapshot.text, textSnapshot.runs)
    }

    /// The layout of the text for the current bounds.
    package func makeLayout(width: CGFloat?, height: CGFloat?, truncating: Bool = true) -> TextBlock {
        var (text, runs) = textContent
        // Never shape more than could show: a few lines beyond the visible ones.
        let budget = TextBudget.characters(width: width, height: height, fontSize: fontSize, wraps: isWrapped)
        if let budget, text.utf16.count > budget {
            text = TextBudget.shorten(text, to: budget, truncation: truncationMode)
            runs = []
        }
        let truncation: TextStyle.Truncation
        switch truncationMode {
        case .start: truncation = truncating ? .start : .none
        case .middle: truncation = truncating ? .middle : .none
        case .end: truncation = truncating ? .end : .none
        default: truncation = .none
        }
        let alignment: TextStyle.Alignment
        switch alignmentMode {
        case .left: alignment = .left
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        default: alignment = .natural
        }
        let style = TextStyle(
            font: resolvedFont, color: foregroundColor ?? CGColor(gray: 0, alpha: 0), width: width,
            height: height,
            wraps: isWrapped, truncation: truncation, alignment: alignment,
            quantizesPositions: allowsFontSubpixelQuantization)
        return TextBlock(text: text, runs: runs, style: style)
    }
}

/// Limits on how much text is shaped for display, so enormous strings do not stall a render.
enum TextBudget {
    /// The most characters that could show in a box, generously; `nil` when unlimited.
    static func characters(width: CGFloat?, height: CGFloat?, fontSize: CGFloat, wraps: Bool) -> Int? {
        guard let width, width.isFinite, width > 0 else { return nil }
        // Counts stay Doubles, capped, until they fit an Int (a NaN font size or a huge height
        // must not trap).
        let size = fontSize.isFinite ? fontSize : 0
        let perLine = min(width / max(size * 0.2, 0.5), 1e6) + 16
        let rows = wraps ? (height.map { $0.isFinite ? $0 : 0 } ?? 0) / max(size * 0.8, 0.5) : 0
        let lines = wraps ? min(max(rows, 0), 1e5) + 4 : 1
        return Int(max(64, min(perLine * lines * 2, 1e9)))
    }

    /// `text` cut to `count` UTF-16 units, keeping the ends truncation shows.
    static func shorten(_ text: String, to count: Int, truncation: CATextLayerTruncationMode) -> String {
        let characters = Array(text.utf16)
        let slice: [UInt16]
        switch truncation {
        case .start: slice = Array(characters.suffix(count))
        case .middle: slice = Array(characters.prefix(count / 2)) + Array(characters.suffix(count / 2))
        default: slice = Array(characters.prefix(count))
        }
        return String(decoding: slice, as: UTF16.self)
    }
}

extension CATextLayer {
    /// `CATextLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let textPropertyTable = LayerPropertyTable(
        CATextLayer.self, extending: CALayer.ownPropertyTable,
        [
            .any("string", \CATextLayer.string, describe: CATextLayer.describeString) {
                $1.adoptText(of: $0)
            },
            .any("font", \CATextLayer.font, describe: { String(describing: $0) }) { $1.font = $0.font },
            .make("fontSize", \CATextLayer.fontSize, 36, .animatable) { $1.fontSize = $0.fontSize },
            .make("foregroundColor", \CATextLayer.foregroundColor, CGColor(gray: 1, alpha: 1), .animatable) {
                $1.foregroundColor = $0.foregroundColor
            },
            .make("wrapped", \CATextLayer.isWrapped, false) { $1.isWrapped = $0.isWrapped },
            .make("truncationMode", \CATextLayer.truncationMode, .none) {
                $1.truncationMode = $0.truncationMode
            },
            .make("alignmentMode", \CATextLayer.alignmentMode, .natural) {
                $1.alignmentMode = $0.alignmentMode
            },
            .make("allowsFontSubpixelQuantization", \CATextLayer.allowsFontSubpixelQuantization, false) {
                $1.allowsFontSubpixelQuantization = $0.allowsFontSubpixelQuantization
            },
        ], makeCopy: { CATextLayer(layer: $0) })

    /// How the tree dump prints ``string``.
    private static func describeString(_ string: Any) -> String {
        switch string {
        case let text as NSAttributedString: return "\"\(text.string)\" (attributed)"
        case let text as String: return "\"\(text)\""
        default: return String(describing: string)
        }
    }
}
