import Foundation

/// The kind of device an interface is made for.
///
/// Mirrors UIKit's `UIUserInterfaceIdiom`, with Apple's raw values. Lamina's device is a
/// phone (``UIDevice/userInterfaceIdiom``).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unknown.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac, with the Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
