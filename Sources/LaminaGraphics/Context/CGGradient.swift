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
    public convenience init?(
        colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?
    ) {
        guard let stops = Self.stops(colors: colors, location: { locations?[$0] }) else { return nil }
        self.init(stops: stops)
    }

    /// Creates a gradient from colors and a Swift array of locations, one per color.
    ///
    /// An addition for convenience. Returns `nil` when there are no colors, fewer locations
    /// than colors, or a location that is not finite.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]) {
        guard locations.count >= colors.count,
            let stops = Self.stops(colors: colors, location: { locations[$0] })
        else { return nil }
        self.init(stops: stops)
    }

    private init(stops: [(location: CGFloat, color: CGColor)]) {
        self.stops = stops
    }

    /// The color at `location` as drawn: gamma-encoded sRGB, interpolated linearly between the
    /// stops around it; the first stop's color before it and the last's after it.
    package func sRGBA(at location: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if location <= first.location { return first.color.sRGBA }
        if location >= last.location { return last.color.sRGBA }
        let upper = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let a = stops[upper - 1]
        let b = stops[upper]
        let span = b.location - a.location
        let f = span > 0 ? (location - a.location) / span : 1
        let (ca, cb) = (a.color.sRGBA, b.color.sRGBA)
        return (
            ca.red + (cb.red - ca.red) * f, ca.green + (cb.green - ca.green) * f,
            ca.blue + (cb.blue - ca.blue) * f, ca.alpha + (cb.alpha - ca.alpha) * f
        )
    }

    /// The stops for `colors`, sorted by location; evenly spaced where `location` gives `nil`.
    private static func stops(
        colors: [CGColor], location: (Int) -> CGFloat?
    ) -> [(location: CGFloat, color: CGColor)]? {
        guard !colors.isEmpty else { return nil }
        var result: [(location: CGFloat, color: CGColor)] = []
        for (index, color) in colors.enumerated() {
            let spaced = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
            let position = location(index) ?? spaced
            guard position.isFinite else { return nil }
            result.append((position, color))
        }
        return result.sorted { $0.location < $1.location }
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
