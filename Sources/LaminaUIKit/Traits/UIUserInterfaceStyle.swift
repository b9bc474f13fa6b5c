/// Constants that indicate the interface style of the app.
///
/// Mirrors UIKit's `UIUserInterfaceStyle`, with Apple's raw values. Lamina renders in the light
/// appearance: system colours resolve to their light values whatever the style.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// An unspecified interface style (resolved as light).
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2
}
