import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Pushes a transparent bitmap context of `size` points at scale 1 as the current context.
///
/// Mirrors UIKit's `UIGraphicsBeginImageContext(_:)`, which is
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1.0)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Pushes a bitmap context of `size` points as the current context: y-down, origin at the
/// top-left, `scale` pixels per point (0 means the main screen's scale), black when `opaque`.
///
/// Mirrors UIKit's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`. As in UIKit, an empty
/// size pushes nothing, so ``UIGraphicsGetCurrentContext()`` and
/// ``UIGraphicsGetImageFromCurrentImageContext()`` return `nil`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    guard
        let context = ImageContexts.make(
            bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque)
    else { return }
    GraphicsContextStack.current.entries.append(.init(context: context, image: .init(scale: scale)))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns an image of the current bitmap context's contents, with its scale; `nil` when the
/// current context is not one that ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` made.
///
/// Mirrors UIKit's `UIGraphicsGetImageFromCurrentImageContext()`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.top, let info = top.image, let image = top.context.makeImage() else {
        return nil
    }
    return UIImage(cgImage: image, scale: info.scale, orientation: .up)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Pops the current bitmap context; does nothing when the current context is not one that
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` made.
///
/// Mirrors UIKit's `UIGraphicsEndImageContext()`.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.image != nil else { return }
    stack.entries.removeLast()
}
