import Foundation

/// What a string drawing or measuring call reports back: the bounds it used.
///
/// Mirrors UIKit's `NSStringDrawingContext`. Text is never shrunk to fit: ``actualScaleFactor``
/// stays 1 whatever ``minimumScaleFactor`` says.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest factor text may be scaled by to fit (stored; Lamina does not shrink text).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the text was drawn at: 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text the last call drew or measured, in its coordinates.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a context.
    public override init() {
        super.init()
    }
}
