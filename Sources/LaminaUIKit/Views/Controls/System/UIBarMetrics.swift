/// The heights a bar's appearance can be set for. Mirrors UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// The regular height.
    case `default` = 0
    /// The compact height (a phone in landscape).
    case compact = 1
    /// The regular height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
