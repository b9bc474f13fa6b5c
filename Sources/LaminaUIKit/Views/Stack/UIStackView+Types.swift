import Foundation

extension UIStackView {
    /// How a stack view sizes its arranged views along its axis. Mirrors UIKit's
    /// `UIStackView.Distribution`, with Apple's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; when they do not fit, they shrink by compression
        /// resistance, and when there is room, the view that hugs least stretches (between
        /// equal priorities, the later view stretches or shrinks first).
        case fill = 0
        /// The views fill the axis, all the same size.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes and the gaps between them are equal (at least
        /// `spacing`).
        case equalSpacing = 3
        /// The views keep their sizes and their centres are equally far apart (at least
        /// `spacing` between edges).
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis. Mirrors UIKit's
    /// `UIStackView.Alignment`, with Apple's raw values.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// The views align to the leading edge (vertical stacks).
        case leading = 1
        /// The views align by their first baselines (horizontal stacks).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views align to the trailing edge (vertical stacks).
        case trailing = 4
        /// The views align by their last baselines (horizontal stacks).
        case lastBaseline = 5

        /// The views align to the top edge (horizontal stacks): ``leading``.
        public static let top = Alignment.leading
        /// The views align to the bottom edge (horizontal stacks): ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// A spacing that stands for the stack's ``spacing`` (the default custom spacing after a
    /// view): `Float.greatestFiniteMagnitude`. Mirrors UIKit's constant.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A spacing that stands for the system spacing between the two views:
    /// `Float.leastNormalMagnitude`. Mirrors UIKit's constant.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
