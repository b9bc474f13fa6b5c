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
