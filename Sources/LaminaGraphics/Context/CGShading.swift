import Foundation

/// A color transition whose colors come from a ``CGFunction``: along an axis (axial) or
/// between two circles (radial).
///
/// Mirrors CoreGraphics's `CGShading`. ``CGContext/drawShading(_:)`` evaluates the function
/// when the shading is drawn, at 256 evenly spaced values of its input from 0 to 1,
/// converts each result to sRGB and paints a Cairo gradient through those colors: colors
/// between two samples are interpolated linearly, so a function that changes faster than the
/// sampling is smoothed. In PDF and SVG output the shading stays vector (a gradient with those
/// stops).
public final class CGShading: Sendable {
    /// The geometry of a shading.
    package enum Geometry: Sendable {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    /// The number of values of `t` at which the function is evaluated when drawn.
    package static let sampleCount = 256

    package let space: CGColorSpace
    package let geometry: Geometry
    package let function: CGFunction
    package let extendStart: Bool
    package let extendEnd: Bool

    /// Creates an axial shading: colors vary along the line from `start` to `end` and are
    /// constant across it.
    ///
    /// `function` takes one input, `t` from 0 at `start` to 1 at `end`, and returns the color's
    /// components in `space` followed by alpha (alpha 1 when it returns only the components).
    /// Returns `nil` when `space` is a pattern space or has no components, or when `function`
    /// does not take one input or returns fewer values than `space` has components.
    /// - Parameters:
    ///   - space: The color space of the function's outputs.
    ///   - start: The start of the axis, in user space when drawn.
    ///   - end: The end of the axis.
    ///   - function: The color function.
    ///   - extendStart: Whether to paint the start color before `start`.
    ///   - extendEnd: Whether to paint the end color beyond `end`.
    public init?(
        axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction, extendStart: Bool,
        extendEnd: Bool
    ) {
        guard Self.accepts(space, function) else { return nil }
        self.space = space
        self.geometry = .axial(start: start, end: end)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// Creates a radial shading: colors vary between a start circle (`t` = 0) and an end circle
    /// (`t` = 1), the circles in between interpolating centre and radius.
    ///
    /// `function` and `space` as for
    /// ``init(axialSpace:start:end:function:extendStart:extendEnd:)``; `nil` in the same cases
    /// or for a negative radius.
    /// - Parameters:
    ///   - space: The color space of the function's outputs.
    ///   - start: The centre of the start circle.
    ///   - startRadius: The radius of the start circle.
    ///   - end: The centre of the end circle.
    ///   - endRadius: The radius of the end circle.
    ///   - function: The color function.
    ///   - extendStart: Whether to paint the start color inside the start circle.
    ///   - extendEnd: Whether to paint the end color outside the end circle.
    public init?(
        radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint,
        endRadius: CGFloat, function: CGFunction, extendStart: Bool, extendEnd: Bool
    ) {
        guard Self.accepts(space, function), startRadius >= 0, endRadius >= 0 else { return nil }
        self.space = space
        self.geometry = .radial(start: start, startRadius: startRadius, end: end, endRadius: endRadius)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    private static func accepts(_ space: CGColorSpace, _ function: CGFunction) -> Bool {
        space.model != .pattern && space.numberOfComponents > 0 && function.domainDimension == 1
            && function.rangeDimension >= space.numberOfComponents
    }

    /// The function sampled at ``sampleCount`` values of `t`, as Cairo color stops.
    package var colorStops: [ColorStop] {
        let components = space.numberOfComponents
        return (0..<Self.sampleCount).map { index in
            let t = CGFloat(index) / CGFloat(Self.sampleCount - 1)
            let outputs = function([t])
            let alpha = outputs.count > components ? outputs[components] : 1
            let color = CGColor(space: space, components: Array(outputs.prefix(components)) + [alpha])
            let rgba = color.sRGBA
            return (t, rgba.red, rgba.green, rgba.blue, max(0, min(1, rgba.alpha)))
        }
    }
}

extension CGContext {
    /// Paints a shading over the clip.
    ///
    /// Mirrors CoreGraphics's `drawShading(_:)`: the shading's coordinates are in the current
    /// user space; the alpha, blend mode, shadow and clip of the graphics state apply.
    public func drawShading(_ shading: CGShading) {
        let stops = shading.colorStops
        switch shading.geometry {
        case .axial(let start, let end):
            paintAxial(
                stops, start: start, end: end, extendStart: shading.extendStart, extendEnd: shading.extendEnd)
        case .radial(let start, let startRadius, let end, let endRadius):
            paintRadial(
                stops, startCenter: start, startRadius: startRadius, endCenter: end, endRadius: endRadius,
                extendStart: shading.extendStart, extendEnd: shading.extendEnd)
        }
    }
}
