import Foundation

/// The graphics contexts UIKit draws into on one thread, innermost last.
///
/// UIKit keeps this stack per thread: `UIGraphicsPushContext(_:)` and the image-context
/// functions push, `UIGraphicsPopContext()` and `UIGraphicsEndImageContext()` pop, and
/// `UIColor.setFill()`, `UIBezierPath.fill()` or `UIImage.draw(in:)` draw into the top.
final class GraphicsContextStack {
    /// One pushed context; `image` is set for contexts that image-context functions made.
    struct Entry {
        let context: CGContext
        let image: ImageContext?
    }

    /// What an image context needs to become an image.
    struct ImageContext {
        let scale: CGFloat
    }

    var entries: [Entry] = []

    private static let slot = ThreadLocal { GraphicsContextStack() }

    /// This thread's stack.
    static var current: GraphicsContextStack { slot.value }

    /// The context on top of this thread's stack.
    static var top: Entry? { current.entries.last }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the graphics context on top of the current thread's stack, or `nil`.
///
/// Mirrors UIKit's `UIGraphicsGetCurrentContext()`. Contexts are there while an image renderer
/// runs its actions, between `UIGraphicsBeginImageContext…` and `UIGraphicsEndImageContext()`,
/// and after `UIGraphicsPushContext(_:)`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.top?.context
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current context of this thread, until ``UIGraphicsPopContext()``.
///
/// Mirrors UIKit's `UIGraphicsPushContext(_:)`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Removes the current context from the top of this thread's stack; does nothing when the
/// stack is empty.
///
/// Mirrors UIKit's `UIGraphicsPopContext()`.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}
