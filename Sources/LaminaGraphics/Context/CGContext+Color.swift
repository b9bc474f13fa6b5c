import Foundation

extension CGContext {
    // MARK: Colors by components

    /// Sets the fill color space; the fill color becomes that space's initial color, opaque
    /// black (components 0, alpha 1; for CMYK, black ink 1).
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColor = CGContext.initialColor(of: space)
    }

    /// Sets the stroke color space; the stroke color becomes that space's initial color,
    /// opaque black.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColor = CGContext.initialColor(of: space)
    }

    /// Sets the fill color from components (alpha last) in the current fill color space, whose
    /// ``CGColorSpace/numberOfComponents`` plus one are read.
    ///
    /// Pass an array: `context.setFillColor([1, 0, 0, 1])`. Does nothing in a pattern space.
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGContext.color(components, in: state.fillColor.colorSpace) { state.fillColor = color }
    }

    /// Sets the stroke color from components (alpha last) in the current stroke color space,
    /// whose ``CGColorSpace/numberOfComponents`` plus one are read.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGContext.color(components, in: state.strokeColor.colorSpace) {
            state.strokeColor = color
        }
    }

    /// Sets the fill color space to DeviceGray and the fill color to a gray value.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(space: .deviceGray, components: [gray, alpha])
    }

    /// Sets the stroke color space to DeviceGray and the stroke color to a gray value.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(space: .deviceGray, components: [gray, alpha])
    }

    /// Sets the fill color space to DeviceRGB and the fill color to an RGB value.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(space: .deviceRGB, components: [red, green, blue, alpha])
    }

    /// Sets the stroke color space to DeviceRGB and the stroke color to an RGB value.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(space: .deviceRGB, components: [red, green, blue, alpha])
    }

    /// Sets the fill color space to DeviceCMYK and the fill color to a CMYK value (drawn
    /// through a naive conversion to sRGB).
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat)
    {
        state.fillColor = CGColor(space: .deviceCMYK, components: [cyan, magenta, yellow, black, alpha])
    }

    /// Sets the stroke color space to DeviceCMYK and the stroke color to a CMYK value; see
    /// ``setFillColor(cyan:magenta:yellow:black:alpha:)``.
    public func setStrokeColor(
        cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
    ) {
        state.strokeColor = CGColor(space: .deviceCMYK, components: [cyan, magenta, yellow, black, alpha])
    }

    /// The color a context takes when its color space is set: opaque black.
    private static func initialColor(of space: CGColorSpace) -> CGColor {
        var components = [CGFloat](repeating: 0, count: space.numberOfComponents + 1)
        if space.model == .cmyk { components[3] = 1 }
        components[components.count - 1] = 1
        return CGColor(space: space, components: components)
    }

    private static func color(_ components: UnsafePointer<CGFloat>, in space: CGColorSpace?) -> CGColor? {
        guard let space, space.model != .pattern else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        return CGColor(space: space, components: values)
    }
}
