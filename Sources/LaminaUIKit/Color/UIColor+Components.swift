import Foundation

extension UIColor {
    /// The colour's components in an RGB or gray space, once resolved.
    private var resolvedComponents: (space: CGColorSpaceModel, values: [CGFloat])? {
        let color = cgColor
        guard let space = color.colorSpace, let values = color.components else { return nil }
        if space.isLinearSpace,
            let converted = color.converted(
                to: ColorSpaces.extendedSRGB, intent: .defaultIntent, options: nil),
            let components = converted.components
        {
            return (.rgb, components)
        }
        return (space.model, values)
    }

    /// Reads the colour's red, green, blue and alpha (extended sRGB); `false` when it cannot be
    /// expressed in RGB. A gray colour gives its white value in each channel.
    ///
    /// Mirrors UIKit's `getRed(_:green:blue:alpha:)`. Any pointer may be `nil`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let (model, values) = resolvedComponents else { return false }
        switch model {
        case .rgb:
            red?.pointee = values[0]
            green?.pointee = values[1]
            blue?.pointee = values[2]
            alpha?.pointee = values[3]
        case .monochrome:
            red?.pointee = values[0]
            green?.pointee = values[0]
            blue?.pointee = values[0]
            alpha?.pointee = values[1]
        default:
            return false
        }
        return true
    }

    /// Reads the colour's grayscale value and alpha; `false` for a colour that is not gray (an
    /// RGB colour is not converted, as in UIKit).
    ///
    /// Mirrors UIKit's `getWhite(_:alpha:)`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?)
        -> Bool
    {
        guard let (model, values) = resolvedComponents, model == .monochrome else { return false }
        white?.pointee = values[0]
        alpha?.pointee = values[1]
        return true
    }

    /// Reads the colour's hue, saturation, brightness (each 0…1 for colours inside sRGB) and
    /// alpha; `false` when it cannot be expressed in RGB.
    ///
    /// Mirrors UIKit's `getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return false }
        let (h, s, v) = HSB.hsb(red: r, green: g, blue: b)
        hue?.pointee = h
        saturation?.pointee = s
        brightness?.pointee = v
        alpha?.pointee = a
        return true
    }
}

extension CGColorSpace {
    /// Whether the space is one of the linear ones (converted before reading components).
    fileprivate var isLinearSpace: Bool {
        [
            CGColorSpace.linearSRGB, CGColorSpace.extendedLinearSRGB, CGColorSpace.genericRGBLinear,
            CGColorSpace.linearGray,
        ]
        .contains(name ?? "")
    }
}
