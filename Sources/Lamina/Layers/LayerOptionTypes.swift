import LaminaGraphics

/// How a layer's contents are placed in its bounds.
///
/// Mirrors QuartzCore's `CALayerContentsGravity`, with Apple's raw values.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Centered, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")

    /// Centered horizontally at the maximum-y edge (the bottom of an iOS screen unless the contents are flipped).
    public static let top = CALayerContentsGravity(rawValue: "top")

    /// Centered horizontally at the minimum-y edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")

    /// Centered vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")

    /// Centered vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")

    /// At the minimum-x, maximum-y corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")

    /// At the maximum-x, maximum-y corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")

    /// At the minimum-x, minimum-y corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")

    /// At the maximum-x, minimum-y corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")

    /// Scaled to fit the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")

    /// Scaled to fill the bounds, keeping its aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The raw value.
    public var description: String { rawValue }
}

/// The filter used to scale a layer's contents.
///
/// Mirrors QuartzCore's `CALayerContentsFilter`, with Apple's raw values.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Bilinear interpolation.
    public static let linear = CALayerContentsFilter(rawValue: "linear")

    /// Nearest neighbour.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")

    /// Trilinear interpolation (drawn as linear).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")

    /// The raw value.
    public var description: String { rawValue }
}

/// The pixel format of a layer's backing store.
///
/// Mirrors QuartzCore's `CALayerContentsFormat`, with Apple's raw values.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// 8 bits per RGBA component.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Half-float RGBA components.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")

    /// 8-bit gray.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")

    /// The raw value.
    public var description: String { rawValue }
}

/// The curve of a layer's rounded corners.
///
/// Mirrors QuartzCore's `CALayerCornerCurve`, with Apple's raw values.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")

    /// A continuous-curvature curve, like iOS app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    /// The raw value.
    public var description: String { rawValue }
}

/// The fill rule of a shape layer.
///
/// Mirrors QuartzCore's `CAShapeLayerFillRule`, with Apple's raw values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nonzero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")

    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The raw value.
    public var description: String { rawValue }
}

/// The line cap of a shape layer.
///
/// Mirrors QuartzCore's `CAShapeLayerLineCap`, with Apple's raw values.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The line ends at its end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")

    /// A half circle ends the line.
    public static let round = CAShapeLayerLineCap(rawValue: "round")

    /// A half square extends the line.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The raw value.
    public var description: String { rawValue }
}

/// The line join of a shape layer.
///
/// Mirrors QuartzCore's `CAShapeLayerLineJoin`, with Apple's raw values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Sharp corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")

    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")

    /// Squared-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The raw value.
    public var description: String { rawValue }
}

/// The kind of gradient a gradient layer draws.
///
/// Mirrors QuartzCore's `CAGradientLayerType`, with Apple's raw values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")

    /// An ellipse centred on the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")

    /// Around the start point, starting toward the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")

    /// The raw value.
    public var description: String { rawValue }
}

/// The directions a scroll layer may scroll.
///
/// Mirrors QuartzCore's `CAScrollLayerScrollMode`, with Apple's raw values.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// No scrolling.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")

    /// Vertical scrolling only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")

    /// Horizontal scrolling only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")

    /// Both directions.
    public static let both = CAScrollLayerScrollMode(rawValue: "both")

    /// The raw value.
    public var description: String { rawValue }
}

/// How a text layer shortens text that does not fit.
///
/// Mirrors QuartzCore's `CATextLayerTruncationMode`, with Apple's raw values.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No truncation: text that does not fit is clipped.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")

    /// The raw value.
    public var description: String { rawValue }
}

/// Where a text layer places its lines.
///
/// Mirrors QuartzCore's `CATextLayerAlignmentMode`, with Apple's raw values.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw string value.
    public let rawValue: String

    /// Creates a mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The script's natural alignment: left for left-to-right text, right for right-to-left.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centered.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified: lines but the last fill the width.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The raw value.
    public var description: String { rawValue }
}

extension CALayer {
    /// How a layer's extended-dynamic-range content is tone mapped to the display.
    ///
    /// Mirrors QuartzCore's `CALayer.ToneMapMode`. Stored by Lamina, whose output is standard
    /// dynamic range.
    public struct ToneMapMode: RawRepresentable, Hashable, Sendable {
        /// The raw string value.
        public let rawValue: String

        /// Creates a value from its raw string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The system decides (the default).
        public static let automatic = ToneMapMode(rawValue: "automatic")
        /// Never tone map.
        public static let never = ToneMapMode(rawValue: "never")
        /// Tone map when the display supports it.
        public static let ifSupported = ToneMapMode(rawValue: "ifSupported")
    }
}
