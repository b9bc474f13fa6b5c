import Foundation

/// The color models a ``CGColorSpace`` can have.
///
/// Mirrors CoreGraphics's `CGColorSpaceModel`. Lamina draws RGB and gray colors; it converts
/// CMYK, Lab and XYZ colors (see ``CGColor/converted(to:intent:options:)``) and never makes
/// DeviceN or indexed spaces.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown color space model.
    case unknown = -1
    /// Gray: one color component.
    case monochrome = 0
    /// Red, green and blue: three color components.
    case rgb = 1
    /// Cyan, magenta, yellow and black: four color components.
    case cmyk = 2
    /// CIE L*a*b*: three color components.
    case lab = 3
    /// DeviceN: any number of color components.
    case deviceN = 4
    /// Indices into a color table.
    case indexed = 5
    /// A pattern; colors are patterns, with components in a base space.
    case pattern = 6
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// CIE XYZ: three color components.
    case XYZ = 7
}
