import CLamina
import Foundation

/// How a path is painted by ``CGContext/drawPath(using:)``.
///
/// Mirrors CoreGraphics's `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the nonzero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill with the nonzero winding rule, then stroke.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke = 4
}

/// How painted colors combine with the colors already in the context.
///
/// Mirrors CoreGraphics's `CGBlendMode`. Every mode maps to the Cairo operator of the same
/// definition, except `plusDarker`, which Cairo lacks: it draws as `normal`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Color dodge.
    case colorDodge
    /// Color burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Color.
    case color
    /// Luminosity.
    case luminosity
    /// Clears the destination where painted: R = 0.
    case clear
    /// Replaces the destination where painted: R = S.
    case copy
    /// R = S·Da.
    case sourceIn
    /// R = S·(1 − Da).
    case sourceOut
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop
    /// R = S·(1 − Da) + D.
    case destinationOver
    /// R = D·Sa.
    case destinationIn
    /// R = D·(1 − Sa).
    case destinationOut
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S))); drawn as `normal` (Cairo has no such operator).
    case plusDarker
    /// R = min(1, S + D).
    case plusLighter

    /// The Cairo operator with the same definition.
    package var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

/// The quality of image interpolation.
///
/// Mirrors CoreGraphics's `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (bilinear, as `medium`).
    case `default` = 0
    /// No interpolation: nearest neighbour.
    case none = 1
    /// Fast, low-quality interpolation.
    case low = 2
    /// High-quality interpolation.
    case high = 3
    /// Medium-quality interpolation.
    case medium = 4

    /// The Cairo filter of this quality.
    package var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}

/// How glyphs are painted: filled, stroked, both, not at all, and whether their outlines are
/// added to the clip.
///
/// Mirrors CoreGraphics's `CGTextDrawingMode`.
public enum CGTextDrawingMode: Int32, Sendable {
    /// Fill the glyphs.
    case fill = 0
    /// Stroke the glyphs' outlines.
    case stroke = 1
    /// Fill, then stroke.
    case fillStroke = 2
    /// Paint nothing (the text still advances).
    case invisible = 3
    /// Fill, then add the outlines to the clip.
    case fillClip = 4
    /// Stroke, then add the outlines to the clip.
    case strokeClip = 5
    /// Fill, stroke, then add the outlines to the clip.
    case fillStrokeClip = 6
    /// Add the outlines to the clip without painting.
    case clip = 7

    /// Whether the mode fills the glyphs.
    package var fills: Bool {
        self == .fill || self == .fillStroke || self == .fillClip || self == .fillStrokeClip
    }
    /// Whether the mode strokes the glyphs' outlines.
    package var strokes: Bool {
        self == .stroke || self == .fillStroke || self == .strokeClip || self == .fillStrokeClip
    }
    /// Whether the mode adds the outlines to the clip.
    package var clips: Bool { rawValue >= 4 }
}
