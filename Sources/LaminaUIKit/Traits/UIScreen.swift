import Foundation
import Synchronization

/// A display: its size in points and its scale.
///
/// Mirrors UIKit's `UIScreen`. There is no display on Linux: ``main`` describes an iPhone-sized
/// screen (390 × 844 points) at a scale of 2, which image contexts use when asked for "the
/// main screen's scale". Unlike UIKit, ``scale`` is settable, so tests and renders can choose
/// it (it is shared by all threads).
open class UIScreen: NSObject, @unchecked Sendable {
    private let state: Mutex<(scale: CGFloat, bounds: CGRect)>

    /// Creates a screen with a size in points and a scale. An addition to UIKit's API (UIKit
    /// makes its screens itself).
    public init(bounds: CGRect, scale: CGFloat) {
        state = Mutex((scale, bounds))
        super.init()
    }

    /// The device's screen. Mirrors UIKit's `UIScreen.main`: here an iPhone-sized screen,
    /// 390 × 844 points at scale 2.
    open class var main: UIScreen { sharedMain }

    private static let sharedMain = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)

    /// The pixels per point of the screen. Mirrors UIKit's `scale` (settable here; non-positive
    /// or non-finite values are ignored).
    open var scale: CGFloat {
        get { state.withLock { $0.scale } }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            state.withLock { $0.scale = newValue }
        }
    }

    /// The screen's rectangle in points. Mirrors UIKit's `bounds` (settable here).
    open var bounds: CGRect {
        get { state.withLock { $0.bounds } }
        set { state.withLock { $0.bounds = newValue } }
    }

    /// The native scale of the physical screen: the same as ``scale`` here. Mirrors UIKit's
    /// `nativeScale`.
    open var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels. Mirrors UIKit's `nativeBounds`.
    open var nativeBounds: CGRect {
        let bounds = self.bounds
        let scale = self.scale
        return CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen's traits: an iPhone's in portrait (compact width, regular height), in the
    /// light appearance at the screen's scale, left to right, at the large (default) text size.
    /// Mirrors UIKit's `traitCollection`.
    open var traitCollection: UITraitCollection {
        var values = UITraitCollection.Values()
        values.userInterfaceStyle = .light
        values.displayScale = scale
        values.horizontalSizeClass = .compact
        values.verticalSizeClass = .regular
        values.userInterfaceIdiom = .phone
        values.layoutDirection = .leftToRight
        values.preferredContentSizeCategory = .large
        values.forceTouchCapability = .unavailable
        values.displayGamut = .P3
        values.accessibilityContrast = .normal
        values.legibilityWeight = .regular
        values.userInterfaceLevel = .base
        return UITraitCollection(values: values)
    }
}
