import Foundation

/// A description of a font by attributes: its name, family and size.
///
/// Mirrors CoreText's `CTFontDescriptor`. The name (`kCTFontNameAttribute`), family
/// (`kCTFontFamilyNameAttribute`) and size (`kCTFontSizeAttribute`) are honoured; other
/// attributes are kept.
public final class CTFontDescriptor: @unchecked Sendable {
    /// The attributes, keyed by their names.
    let attributes: [String: Any]

    init(attributes: [String: Any]) {
        self.attributes = attributes
    }

    /// The font name the attributes give: the name, else the family, else the system font.
    var fontName: String {
        (attributes[kCTFontNameAttribute as String] as? String)
            ?? (attributes[kCTFontFamilyNameAttribute as String] as? String) ?? "Helvetica"
    }

    /// The size the attributes give, or `nil`.
    var size: CGFloat? {
        switch attributes[kCTFontSizeAttribute as String] {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        default: return nil
        }
    }
}

/// The attribute naming a font's PostScript name.
public var kCTFontNameAttribute: CFString { "NSFontNameAttribute" as NSString }
/// The attribute naming a font's family.
public var kCTFontFamilyNameAttribute: CFString { "NSFontFamilyAttribute" as NSString }
/// The attribute giving a font's size in points.
public var kCTFontSizeAttribute: CFString { "NSFontSizeAttribute" as NSString }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A descriptor of a font name and size.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [
        kCTFontNameAttribute as String: name as String, kCTFontSizeAttribute as String: size,
    ])
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A descriptor of attributes (keys such as ``kCTFontNameAttribute``).
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    var values: [String: Any] = [:]
    for (key, value) in attributes {
        if let key = key as? String {
            values[key] = value
        } else if let key = key as? NSString {
            values[key as String] = value
        }
    }
    return CTFontDescriptor(attributes: values)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// One attribute of a descriptor, or `nil`.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> CFTypeRef?
{
    descriptor.attributes[attribute as String].map { $0 as AnyObject }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A font from a descriptor at `size` (0 takes the descriptor's size, else 12).
public func CTFontCreateWithFontDescriptor(
    _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    CTFont(name: descriptor.fontName, size: size > 0 ? size : descriptor.size ?? 12)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The descriptor of a font: its name and size.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    CTFontDescriptorCreateWithNameAndSize(font.name as NSString, font.size)
}
