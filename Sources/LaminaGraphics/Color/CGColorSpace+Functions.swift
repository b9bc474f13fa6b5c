import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the device-dependent RGB color space, as CoreGraphics's function of that name does.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the device-dependent gray color space, as CoreGraphics's function of that name does.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the device-dependent CMYK color space, as CoreGraphics's function of that name does.
///
/// Lamina converts its colors naively, as it does the generic CMYK space's (no ink model).
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { .deviceCMYK }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the color space with `space`'s primaries and range and a linear transfer function.
///
/// Mirrors CoreGraphics's function. The named counterpart when there is one
/// (``CGColorSpace/sRGB`` gives ``CGColorSpace/linearSRGB``, ``CGColorSpace/displayP3``
/// gives ``CGColorSpace/linearDisplayP3``), `space` itself when it is already linear,
/// otherwise an unnamed space with the same primaries. Returns `nil` for spaces that are not
/// RGB or gray.
public func CGColorSpaceCreateLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    space.variant(linear: true, extended: false)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the color space with `space`'s primaries and transfer function and extended range
/// (components may leave 0…1).
///
/// Mirrors CoreGraphics's function; named counterparts as ``CGColorSpaceCreateLinearized(_:)``
/// finds them (``CGColorSpace/sRGB`` gives ``CGColorSpace/extendedSRGB``). Returns `nil` for
/// spaces that are not RGB or gray.
public func CGColorSpaceCreateExtended(_ space: CGColorSpace) -> CGColorSpace? {
    space.variant(linear: false, extended: true)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the color space with `space`'s primaries, a linear transfer function and extended
/// range.
///
/// Mirrors CoreGraphics's function (``CGColorSpace/sRGB`` gives
/// ``CGColorSpace/extendedLinearSRGB``). Returns `nil` for spaces that are not RGB or gray.
public func CGColorSpaceCreateExtendedLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    space.variant(linear: true, extended: true)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns whether `space` uses the perceptual quantizer (PQ, SMPTE ST 2084) transfer function.
///
/// Mirrors CoreGraphics's function.
public func CGColorSpaceIsPQBased(_ s: CGColorSpace) -> Bool { s.isPQBased }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns whether `space` uses the hybrid log-gamma transfer function.
///
/// Mirrors CoreGraphics's function.
public func CGColorSpaceIsHLGBased(_ s: CGColorSpace) -> Bool { s.isHLGBased }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns whether `space` uses one of ITU-R BT.2100's transfer functions (PQ or HLG).
///
/// Mirrors CoreGraphics's function.
public func CGColorSpaceUsesITUR_2100TF(_ space: CGColorSpace) -> Bool { space.isHDR() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns whether components in `space` may lie outside 0…1: the extended spaces, Lab and
/// XYZ.
///
/// Mirrors CoreGraphics's function.
public func CGColorSpaceUsesExtendedRange(_ space: CGColorSpace) -> Bool { space.usesExtendedRange }

extension CGColorSpace {
    /// The names the linear and extended variants of a space can have, in the order they are
    /// preferred when several share a definition.
    private static let variantNames = [
        linearSRGB, extendedSRGB, extendedLinearSRGB, linearDisplayP3, extendedDisplayP3,
        extendedLinearDisplayP3, linearITUR_2020, extendedITUR_2020, extendedLinearITUR_2020,
        linearGray, extendedGray, extendedLinearGray,
    ]

    /// This space with a linear transfer function and/or extended range; `nil` unless it is
    /// RGB or gray.
    package func variant(linear: Bool, extended: Bool) -> CGColorSpace? {
        guard model == .rgb || model == .monochrome else { return nil }
        var target = definition
        if linear {
            target.transfer = .linear
            target.channelTransfers = nil
        }
        if extended {
            target.isExtended = true
            // CoreGraphics reports every extended RGB space as wide gamut.
            if model == .rgb { target.isWideGamut = true }
        }
        if target == definition, !isDeviceDependent { return self }
        if let name = Self.variantNames.first(where: { ColorSpaceDefinition.named[$0] == target }) {
            return CGColorSpace(name: name)
        }
        // A profile's extended variant keeps its curves; its linear one keeps its colorants.
        return CGColorSpace(name: nil, definition: target, iccProfile: linear ? nil : iccProfile)
    }
}
