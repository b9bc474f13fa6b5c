import Foundation

/// The spacing `constraint(equalToSystemSpacingAfter:…)` and its kin stand for.
///
/// UIKit documents that the system spacing comes "from information available from the
/// anchors": 8 points between the edges of sibling views, and between two text baselines a
/// spacing "determined by the fonts used". Lamina uses 8 points between edges and, between
/// baselines, the line height of the larger font (one line of text further down) — UIKit's
/// exact table is not published.
enum SystemSpacing {
    /// Between horizontal edges: 8 points.
    static let horizontal: CGFloat = 8

    /// Between `upper` (above) and `lower` (below): the larger font's line height when both are
    /// text baselines, else 8 points.
    static func vertical<T>(below upper: NSLayoutAnchor<T>, above lower: NSLayoutAnchor<T>) -> CGFloat {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(upper.attribute), baselines.contains(lower.attribute),
            let upperFont = font(of: upper.item), let lowerFont = font(of: lower.item)
        else { return 8 }
        return ceil(max(upperFont.lineHeight, lowerFont.lineHeight))
    }

    private static func font(of item: LayoutItem?) -> UIFont? {
        switch item {
        case let label as UILabel: label.font
        case let field as UITextField: field.font
        case let button as UIButton: button.titleLabel?.font
        default: nil
        }
    }
}
