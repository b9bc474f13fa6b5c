import Foundation

/// A smooth transition between colors across an area.
///
/// Mirrors CoreGraphics's `CGGradient`. Where CoreGraphics takes a `CFArray` of colors, Lamina
/// takes `[CGColor]`. Colors are interpolated in gamma-encoded sRGB, as Cairo draws them.
public final class CGGradient: Sendable {
    /// The color stops: location in 0…1 and color, in increasing location order.
    package let stops: [(location: CGFloat, color: CGColor)]

    /// Creates a gradient from colors and optional locations (evenly spaced when `nil`).
    ///
    /// Returns `nil` when there are no colors or a location is not finite.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        var result: [(CGFloat, CGColor)] = []
        for (index, color) in colors.enumerated() {
            let location =
                locations?[index] ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            guard location.isFinite else { return nil }
            result.append((location, color))
        }
        self.stops = result.sorted { $0.0 < $1.0 }.map { (location: $0.0, color: $0.1) }
    }

    /// Creates a gradient from colors given as an array of `[CGColor]` and a Swift array of
    /// locations.
    ///
    /// An addition for convenience; see ``init(colorsSpace:colors:locations:)``.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard let locations else {
            self.init(colorsSpace: space, colors: colors, locations: nil as UnsafePointer<CGFloat>?)
            return
        }
        guard locations.count >= colors.count else { return nil }
        let pointer = UnsafeMutablePointer<CGFloat>.allocate(capacity: locations.count)
        defer { pointer.deallocate() }
        pointer.initialize(from: locations, count: locations.count)
        self.init(colorsSpace: space, colors: colors, locations: UnsafePointer(pointer))
    }

    /// Creates a gradient from packed components (one color's components, alpha last, after
    /// another) and `count` locations.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        let colors = (0..<count).map { index in
            CGColor(
                space: space,
                components: Array(UnsafeBufferPointer(start: components + index * width, count: width)))
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }
}

/// Whether a gradient extends beyond its start and end.
///
/// Mirrors CoreGraphics's `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: UInt32

    /// Creates options from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Fill beyond the start point (or inside the start circle) with the first color.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill beyond the end point (or outside the end circle) with the last color.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
