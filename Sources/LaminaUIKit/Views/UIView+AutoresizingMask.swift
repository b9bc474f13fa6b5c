import Foundation

extension UIView {
    /// The parts of a view that grow or shrink when its superview's size changes. Mirrors
    /// UIKit's `UIView.AutoresizingMask`, with Apple's raw values.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// After the view's geometry was set by code: the engine re-reads the frame of a view it
    /// holds with `translatesAutoresizingMaskIntoConstraints`, and a change of size resizes the
    /// subviews the engine does not hold by their autoresizing masks.
    func geometryDidChange(oldSize: CGSize) {
        if layoutStateStorage?.heldBy != nil { LayoutEngine.frameDidChange(of: self) }
        let size = layer.bounds.size
        guard size != oldSize else { return }
        if let state = layoutStateStorage, state.engine != nil { LayoutEngine.markChanged(root: self) }
        guard autoresizesSubviews else { return }
        for subview in subviewStorage
        where subview.autoresizingMask != [] && subview.translatesAutoresizingMaskIntoConstraints
            && subview.layoutStateStorage?.heldBy == nil
        {
            let frame = subview.frame
            let horizontal = AutoresizingRule(
                frame: frame, superviewSize: oldSize, mask: subview.autoresizingMask, axis: .horizontal
            ).apply(superviewSize: size.width)
            let vertical = AutoresizingRule(
                frame: frame, superviewSize: oldSize, mask: subview.autoresizingMask, axis: .vertical
            ).apply(superviewSize: size.height)
            subview.frame = CGRect(
                x: horizontal.origin, y: vertical.origin, width: horizontal.size, height: vertical.size)
        }
    }
}
