// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The device names are swift-snapshot-testing's, underscores and all.
import Foundation

/// The device a view controller is snapshotted on: its size, safe-area insets and traits.
///
/// Mirrors swift-snapshot-testing's `ViewImageConfig`, with its devices and their numbers
/// (sizes in points, insets and trait collections as that library defines them). Like it,
/// the configurations specify no display scale: the image's scale is the `traits` argument's,
/// else the main screen's (2 by default, settable with `UIScreen.main.scale`).
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad's orientation and split-view width.
    public enum TabletOrientation: Sendable {
        /// The widths an app can take in portrait.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        /// The widths an app can take in landscape.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets of the window.
    public var safeArea: UIEdgeInsets
    /// The window's size; `nil` for the view controller's view's own.
    public var size: CGSize?
    /// The traits the hierarchy takes.
    public var traits: UITraitCollection

    /// A configuration. Mirrors swift-snapshot-testing's initializer.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone of a size in portrait, with its insets in each orientation.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets,
        landscape: UIEdgeInsets, traits: (Orientation) -> UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(
                safeArea: portrait, size: CGSize(width: width, height: height), traits: traits(.portrait))
        case .landscape:
            ViewImageConfig(
                safeArea: landscape, size: CGSize(width: height, height: width), traits: traits(.landscape))
        }
    }

    private static let classic = (UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), UIEdgeInsets.zero)
    private static let notched = (
        UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    )
    private static let notched12 = (
        UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    )
    private static let notchedMini = (
        UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
        UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50)
    )

    /// iPhone SE, 320 × 568, in portrait.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE, 320 × 568.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 320, height: 568, portrait: classic.0, landscape: classic.1,
            traits: UITraitCollection.iPhoneSe)
    }

    /// iPhone 8, 375 × 667, in portrait.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8, 375 × 667.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 375, height: 667, portrait: classic.0, landscape: classic.1,
            traits: UITraitCollection.iPhone8)
    }

    /// iPhone 8 Plus, 414 × 736, in portrait.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus, 414 × 736.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 736, portrait: classic.0, landscape: classic.1,
            traits: UITraitCollection.iPhone8Plus)
    }

    /// iPhone X, 375 × 812, in portrait.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X, 375 × 812.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 375, height: 812, portrait: notched.0, landscape: notched.1,
            traits: UITraitCollection.iPhoneX)
    }

    /// iPhone XS Max, 414 × 896, in portrait.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max, 414 × 896.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 896, portrait: notched.0, landscape: notched.1,
            traits: UITraitCollection.iPhoneXsMax)
    }

    /// iPhone XR, 414 × 896, in portrait.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR, 414 × 896.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 896, portrait: notched.0, landscape: notched.1,
            traits: UITraitCollection.iPhoneXr)
    }

    /// iPhone 12, 390 × 844, in portrait.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12, 390 × 844.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 390, height: 844, portrait: notched12.0, landscape: notched12.1,
            traits: UITraitCollection.iPhone12)
    }

    /// iPhone 12 Pro: the iPhone 12's, in portrait.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the iPhone 12's.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 12 Pro Max, 428 × 926, in portrait.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max, 428 × 926.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 428, height: 926, portrait: notched12.0, landscape: notched12.1,
            traits: UITraitCollection.iPhone12ProMax)
    }

    /// iPhone 13, 390 × 844, in portrait.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13, 390 × 844.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 390, height: 844, portrait: notched12.0, landscape: notched12.1,
            traits: UITraitCollection.iPhone13)
    }

    /// iPhone 13 mini, 375 × 812, in portrait.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini, 375 × 812.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 375, height: 812, portrait: notchedMini.0, landscape: notchedMini.1,
            traits: UITraitCollection.iPhone13)
    }

    /// iPhone 13 Pro: the iPhone 13's, in portrait.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the iPhone 13's.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    /// iPhone 13 Pro Max, 428 × 926, in portrait.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max, 428 × 926.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 428, height: 926, portrait: notched12.0, landscape: notched12.1,
            traits: UITraitCollection.iPhone13ProMax)
    }

    // MARK: iPads

    /// An iPad's widths: landscape third, half, two thirds, full; portrait third, two thirds,
    /// full; and its height in landscape and portrait.
    private struct TabletSizes {
        let landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat)
        let portrait: (oneThird: CGFloat, twoThirds: CGFloat, full: CGFloat)
        /// Whether the landscape half split has regular width (the 12.9-inch iPad Pro's).
        var halfIsRegular = false
    }

    private static func tablet(
        _ orientation: TabletOrientation, sizes: TabletSizes, safeArea: UIEdgeInsets,
        regular: UITraitCollection, compact: UITraitCollection
    ) -> ViewImageConfig {
        let landscapeHeight = sizes.portrait.full
        let portraitHeight = sizes.landscape.full
        let (width, height, isCompact): (CGFloat, CGFloat, Bool)
        switch orientation {
        case .landscape(.oneThird):
            (width, height, isCompact) = (sizes.landscape.oneThird, landscapeHeight, true)
        case .landscape(.oneHalf):
            (width, height, isCompact) = (sizes.landscape.oneHalf, landscapeHeight, !sizes.halfIsRegular)
        case .landscape(.twoThirds):
            (width, height, isCompact) = (sizes.landscape.twoThirds, landscapeHeight, false)
        case .landscape(.full): (width, height, isCompact) = (sizes.landscape.full, landscapeHeight, false)
        case .portrait(.oneThird):
            (width, height, isCompact) = (sizes.portrait.oneThird, portraitHeight, true)
        case .portrait(.twoThirds):
            (width, height, isCompact) = (sizes.portrait.twoThirds, portraitHeight, true)
        case .portrait(.full): (width, height, isCompact) = (sizes.portrait.full, portraitHeight, false)
        }
        return ViewImageConfig(
            safeArea: safeArea, size: CGSize(width: width, height: height),
            traits: isCompact ? compact : regular)
    }

    private static func tablet(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    private static let iPadMiniSizes = TabletSizes(
        landscape: (320, 507, 694, 1024), portrait: (320, 438, 768))
    private static let iPad10_2Sizes = TabletSizes(
        landscape: (320, 535, 750, 1080), portrait: (320, 480, 810))
    private static let iPadPro10_5Sizes = TabletSizes(
        landscape: (320, 551, 782, 1112), portrait: (320, 504, 834))
    private static let iPadPro11Sizes = TabletSizes(
        landscape: (375, 592, 809, 1194), portrait: (320, 504, 834))
    private static let iPadPro12_9Sizes = TabletSizes(
        landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024), halfIsRegular: true)
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// iPad mini, 1024 × 768 in landscape at full width.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini in an orientation, at full width.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(tablet(orientation))
    }
    /// iPad mini in an orientation and split view.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, sizes: iPadMiniSizes, safeArea: statusBar, regular: .iPadMini,
            compact: .iPadMini_Compact_SplitView)
    }

    /// iPad 9.7-inch: the iPad mini's.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch in an orientation, at full width.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch in an orientation and split view.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch, 1080 × 810 in landscape at full width.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch in an orientation, at full width.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(tablet(orientation))
    }
    /// iPad 10.2-inch in an orientation and split view.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, sizes: iPad10_2Sizes, safeArea: statusBar, regular: .iPad10_2,
            compact: .iPad10_2_Compact_SplitView)
    }

    /// iPad Pro 10.5-inch, 1112 × 834 in landscape at full width.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch in an orientation, at full width.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(tablet(orientation))
    }
    /// iPad Pro 10.5-inch in an orientation and split view.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, sizes: iPadPro10_5Sizes, safeArea: statusBar, regular: .iPadPro10_5,
            compact: .iPadPro10_5_Compact_SplitView)
    }

    /// iPad Pro 11-inch, 1194 × 834 in landscape at full width.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch in an orientation, at full width.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(tablet(orientation))
    }
    /// iPad Pro 11-inch in an orientation and split view.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, sizes: iPadPro11Sizes,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
    }

    /// iPad Pro 12.9-inch, 1366 × 1024 in landscape at full width.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch in an orientation, at full width.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(tablet(orientation))
    }
    /// iPad Pro 12.9-inch in an orientation and split view.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, sizes: iPadPro12_9Sizes, safeArea: statusBar, regular: .iPadPro12_9,
            compact: .iPadPro12_9_Compact_SplitView)
    }
}
