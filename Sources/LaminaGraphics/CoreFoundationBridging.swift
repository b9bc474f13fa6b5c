import Foundation

#if !canImport(Darwin)
    // Core Foundation's collection and data types, as the Foundation classes they are
    // toll-free bridged to on Apple's platforms. Foundation on Linux does not export Core
    // Foundation's types, so ported code such as
    // `CGGradient(colorsSpace: nil, colors: [a, b] as CFArray, locations: nil)` or
    // `CGDataProvider(data: data as CFData)` finds them here; the `as` conversions work
    // because these are Foundation's own bridged classes.

    /// Core Foundation's array: `NSArray`, as `CFArray` is toll-free bridged to it.
    public typealias CFArray = NSArray
    /// Core Foundation's data: `NSData`.
    public typealias CFData = NSData
    /// Core Foundation's mutable data: `NSMutableData`.
    public typealias CFMutableData = NSMutableData
    /// Core Foundation's string: `NSString`.
    public typealias CFString = NSString
    /// Core Foundation's dictionary: `NSDictionary`.
    public typealias CFDictionary = NSDictionary
    /// Core Foundation's URL: `NSURL`.
    public typealias CFURL = NSURL
    /// Any Core Foundation object.
    public typealias CFTypeRef = AnyObject
    /// A property list object: a string, number, date, data, array or dictionary.
    public typealias CFPropertyList = AnyObject
    /// Core Foundation's attributed string: `NSAttributedString`.
    public typealias CFAttributedString = NSAttributedString
    /// Core Foundation's mutable attributed string: `NSMutableAttributedString`.
    public typealias CFMutableAttributedString = NSMutableAttributedString
    /// Core Foundation's error: `NSError`.
    public typealias CFError = NSError
    /// Core Foundation's index type.
    public typealias CFIndex = Int

    /// A range of items: a start and a count. Mirrors Core Foundation's `CFRange`.
    public struct CFRange: Equatable, Hashable, Sendable {
        /// The index of the first item.
        public var location: CFIndex
        /// The number of items.
        public var length: CFIndex

        /// A range of `length` items from `location`.
        public init(location: CFIndex, length: CFIndex) {
            self.location = location
            self.length = length
        }

        /// The empty range at 0.
        public init() {
            self.init(location: 0, length: 0)
        }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A range of `length` items from `location`. Mirrors Core Foundation's `CFRangeMake`.
    public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
        CFRange(location: location, length: length)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The number of items in an array. Mirrors Core Foundation's `CFArrayGetCount`.
    public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The number of UTF-16 units in a string. Mirrors Core Foundation's `CFStringGetLength`.
    public func CFStringGetLength(_ string: CFString) -> CFIndex { string.length }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The number of UTF-16 units in an attributed string's text. Mirrors Core Foundation's
    /// `CFAttributedStringGetLength`.
    public func CFAttributedStringGetLength(_ string: CFAttributedString) -> CFIndex { string.length }
#endif

extension CGGradient {
    /// Creates a gradient from a Core Foundation array of colors and optional locations.
    ///
    /// Mirrors CoreGraphics's `CGGradient(colorsSpace:colors:locations:)` as ported code
    /// calls it (`[a, b] as CFArray`); elements that are not `CGColor`s make it `nil`.
    public convenience init?(
        colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
    ) {
        let cgColors = colors.compactMap { CGColor.from($0) }
        guard cgColors.count == colors.count else { return nil }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }
}

extension CGDataProvider {
    /// Creates a provider of the bytes of Core Foundation data.
    ///
    /// Mirrors CoreGraphics's `CGDataProvider(data:)` as ported code calls it
    /// (`data as CFData`).
    public convenience init?(data: CFData) {
        self.init(data: data as Data)
    }
}
