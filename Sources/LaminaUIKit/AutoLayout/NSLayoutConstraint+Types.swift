import Foundation

extension NSLayoutConstraint {
    /// The part of a view's (or layout guide's) alignment rectangle a constraint relates.
    /// Mirrors UIKit's `NSLayoutConstraint.Attribute`, with Apple's raw values.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading = 5
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The centre along the x-axis.
        case centerX = 9
        /// The centre along the y-axis.
        case centerY = 10
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the top for views without text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The centre along the x-axis of the layout margins.
        case centerXWithinMargins = 19
        /// The centre along the y-axis of the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The baseline of the last line of text. Mirrors UIKit's alias of ``lastBaseline``.
        public static let baseline = Attribute.lastBaseline

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute lies on the x-axis.
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                return true
            default:
                return false
            }
        }

        /// The attribute's name as UIKit prints it in a constraint's description.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The attribute without margins (`leadingMargin` → `leading`), and whether it had them.
        var withoutMargins: (attribute: Attribute, isMargin: Bool) {
            switch self {
            case .leftMargin: (.left, true)
            case .rightMargin: (.right, true)
            case .topMargin: (.top, true)
            case .bottomMargin: (.bottom, true)
            case .leadingMargin: (.leading, true)
            case .trailingMargin: (.trailing, true)
            case .centerXWithinMargins: (.centerX, true)
            case .centerYWithinMargins: (.centerY, true)
            default: (self, false)
            }
        }
    }

    /// How a constraint relates its two sides. Mirrors UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// The relation as UIKit prints it.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The two axes of a layout. Mirrors UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
