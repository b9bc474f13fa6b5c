import CLaminaColor
import Foundation

/// A transfer function of CoreGraphics's named spaces: how encoded component values relate to
/// linear light.
///
/// Every curve is extended to negative values by odd symmetry, as CoreGraphics's extended-range
/// spaces are (`decode(-x) == -decode(x)`). Little CMS, which does every conversion, has no
/// parametric type for that symmetry, for PQ or for HLG: Lamina registers one curve type per
/// case (``curveType``), which Little CMS evaluates through ``decode(_:)`` and ``encode(_:)``.
package enum ColorTransfer: Hashable, Sendable {
    /// Values are linear light.
    case linear
    /// The sRGB curve (IEC 61966-2-1): a linear toe, then a 2.4 power.
    case sRGB
    /// A pure power law: linear = encoded ^ gamma.
    case gamma(CGFloat)
    /// The ITU-R BT.709 (and BT.2020) camera curve, inverted to decode.
    case rec709
    /// SMPTE ST 2084 perceptual quantizer. Linear 1.0 is the reference white of ITU-R BT.2408
    /// (203 cd/m²), so SDR white maps to 1 and brighter values above it.
    case pq
    /// ITU-R BT.2100 hybrid log-gamma, scene light scaled so the BT.2408 reference white
    /// (signal 0.75) is linear 1.0.
    case hlg

    /// Encoded value to linear light.
    /// NaN decodes to 0.
    package func decode(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN else { return 0 }
        let magnitude = abs(value)
        let linear: CGFloat
        switch self {
        case .linear: return value
        case .sRGB:
            linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        case .gamma(let gamma):
            linear = pow(magnitude, gamma)
        case .rec709:
            linear = magnitude < 0.081 ? magnitude / 4.5 : pow((magnitude + 0.099) / 1.099, 1 / 0.45)
        case .pq:
            let p = pow(min(magnitude, 1), 1 / PQ.m2)
            let absolute = pow(max(p - PQ.c1, 0) / (PQ.c2 - PQ.c3 * p), 1 / PQ.m1)
            linear = absolute * 10_000 / PQ.referenceWhite
        case .hlg:
            let scene =
                magnitude <= 0.5
                ? magnitude * magnitude / 3 : (exp((magnitude - HLG.c) / HLG.a) + HLG.b) / 12
            linear = scene / HLG.referenceWhite
        }
        return value < 0 ? -linear : linear
    }

    /// Linear light to an encoded value.
    /// NaN encodes to 0, as it decodes.
    package func encode(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN else { return 0 }
        let magnitude = abs(value)
        let encoded: CGFloat
        switch self {
        case .linear: return value
        case .sRGB:
            encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        case .gamma(let gamma):
            encoded = pow(magnitude, 1 / gamma)
        case .rec709:
            encoded = magnitude < 0.018 ? magnitude * 4.5 : 1.099 * pow(magnitude, 0.45) - 0.099
        case .pq:
            let y = pow(min(magnitude * PQ.referenceWhite / 10_000, 1), PQ.m1)
            encoded = pow((PQ.c1 + PQ.c2 * y) / (1 + PQ.c3 * y), PQ.m2)
        case .hlg:
            let scene = min(magnitude * HLG.referenceWhite, 1)
            encoded = scene <= 1.0 / 12 ? (3 * scene).squareRoot() : HLG.a * log(12 * scene - HLG.b) + HLG.c
        }
        return value < 0 ? -encoded : encoded
    }

    /// Whether the curve encodes high dynamic range (values above SDR white).
    package var isHDR: Bool { self == .pq || self == .hlg }

    /// The constants of SMPTE ST 2084.
    private enum PQ {
        static let m1: CGFloat = 2610.0 / 16384
        static let m2: CGFloat = 2523.0 / 4096 * 128
        static let c1: CGFloat = 3424.0 / 4096
        static let c2: CGFloat = 2413.0 / 4096 * 32
        static let c3: CGFloat = 2392.0 / 4096 * 32
        /// cd/m² that map to linear 1.
        static let referenceWhite: CGFloat = 203
    }

    /// The constants of ITU-R BT.2100 hybrid log-gamma.
    private enum HLG {
        static let a: CGFloat = 0.178_832_77
        static let b: CGFloat = 1 - 4 * a
        static let c: CGFloat = 0.5 - a * log(4 * a)
        /// The scene light of signal 0.75.
        static let referenceWhite: CGFloat = (exp((0.75 - c) / a) + b) / 12
    }

    /// The Little CMS parametric curve type (see `LaminaColorContext`) and parameter of the
    /// curve: the type decodes, its negative encodes.
    package var curveType: (type: Int32, parameter: Double) {
        switch self {
        case .sRGB: (LAMINA_CURVE_TYPE_BASE, 0)
        case .gamma(let gamma): (LAMINA_CURVE_TYPE_BASE + 1, Double(gamma))
        case .rec709: (LAMINA_CURVE_TYPE_BASE + 2, 0)
        case .pq: (LAMINA_CURVE_TYPE_BASE + 3, 0)
        case .hlg: (LAMINA_CURVE_TYPE_BASE + 4, 0)
        case .linear: (LAMINA_CURVE_TYPE_BASE + 5, 0)
        }
    }

    /// The curve of a Little CMS curve type of ``curveType``; `nil` for other types.
    package init?(curveType type: Int32, parameter: Double) {
        switch abs(type) - LAMINA_CURVE_TYPE_BASE {
        case 0: self = .sRGB
        case 1: self = .gamma(CGFloat(parameter))
        case 2: self = .rec709
        case 3: self = .pq
        case 4: self = .hlg
        case 5: self = .linear
        default: return nil
        }
    }

    /// Little CMS's evaluator of Lamina's curve types: decodes for a positive type, encodes for
    /// a negative one.
    package static let evaluator: LaminaCurveEvaluator = { type, parameters, value in
        guard let curve = ColorTransfer(curveType: type, parameter: parameters?[0] ?? 1) else { return 0 }
        return Double(type > 0 ? curve.decode(CGFloat(value)) : curve.encode(CGFloat(value)))
    }
}
