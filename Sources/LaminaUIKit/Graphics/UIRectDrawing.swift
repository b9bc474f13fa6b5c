import Foundation

// UIKit's rectangle drawing functions, into the current UIKit context; each does nothing
// without one.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills a rectangle with the current context's fill colour, replacing what is under it
/// (`.copy`). Mirrors UIKit's `UIRectFill(_:)`.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills a rectangle with the current context's fill colour in a blend mode. Mirrors UIKit's
/// `UIRectFillUsingBlendMode(_:_:)`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a 1-point frame just inside a rectangle, replacing what is under it (`.copy`).
/// Mirrors UIKit's `UIRectFrame(_:)`. Apple's pages disagree on its colour (this one's says
/// stroke, `UIRectFrameUsingBlendMode`'s says fill, "because it draws inside the line"); Lamina
/// uses the fill colour for both, as UIKit draws them.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a 1-point frame just inside a rectangle in the current fill colour and a blend mode.
/// Mirrors UIKit's `UIRectFrameUsingBlendMode(_:_:)`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let outer = rect.standardized
    let inner = outer.insetBy(dx: min(1, outer.width / 2), dy: min(1, outer.height / 2))
    context.saveGState()
    context.setBlendMode(blendMode)
    context.addRect(outer)
    context.addRect(inner)
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Intersects the current context's clip with a rectangle. Mirrors UIKit's `UIRectClip(_:)`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
