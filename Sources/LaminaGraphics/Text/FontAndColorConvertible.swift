/// A font type of a higher layer (LaminaUIKit's `UIFont`) that text drawing accepts where it
/// accepts a `CTFont`, as Core Text accepts a `UIFont` on Apple's platforms (they are
/// toll-free bridged there).
package protocol CTFontConvertible: AnyObject {
    /// The font as a `CTFont`.
    var ctFont: CTFont { get }
}

/// A colour type of a higher layer (LaminaUIKit's `UIColor`) that attributed strings accept
/// where they accept a `CGColor`, as UIKit's string drawing does.
package protocol CGColorConvertible: AnyObject {
    /// The colour as a `CGColor`.
    var cgColor: CGColor { get }
}

extension CTFont {
    /// `value` as a font: a `CTFont`, a bridged font type, a `CGFont` or a font name at
    /// `size`; `nil` for anything else.
    package static func from(_ value: Any, size: CGFloat) -> CTFont? {
        switch value {
        case let font as CTFont: return font
        case let font as any CTFontConvertible: return font.ctFont
        case let font as CGFont: return CTFont(name: font.name, size: size)
        case let name as String: return CTFont(name: name, size: size)
        default: return nil
        }
    }
}

extension CGColor {
    /// `value` as a colour: a `CGColor` or a bridged colour type; `nil` for anything else.
    package static func from(_ value: Any) -> CGColor? {
        switch value {
        case let color as CGColor: return color
        case let color as any CGColorConvertible: return color.cgColor
        default: return nil
        }
    }
}
