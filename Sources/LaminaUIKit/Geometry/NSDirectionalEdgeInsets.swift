import Foundation

/// Edge insets that follow the layout direction: leading and trailing instead of left and
/// right.
///
/// Mirrors UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top. Mirrors UIKit's `top`.
    public var top: CGFloat
    /// The inset on the leading side (left in left-to-right layouts). Mirrors UIKit's `leading`.
    public var leading: CGFloat
    /// The inset at the bottom. Mirrors UIKit's `bottom`.
    public var bottom: CGFloat
    /// The inset on the trailing side. Mirrors UIKit's `trailing`.
    public var trailing: CGFloat

    /// Creates insets of zero. Mirrors UIKit's `init()`.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets from the four sides. Mirrors UIKit's `init(top:leading:bottom:trailing:)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero. Mirrors UIKit's `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()

    /// The insets as UIKit prints them.
    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
