import Foundation

/// How a label's text moves vertically when its font shrinks to fit.
///
/// Mirrors UIKit's `UIBaselineAdjustment`, with Apple's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baselines stay where the full-size text's would be.
    case alignBaselines = 0
    /// The text stays centred.
    case alignCenters = 1
    /// The text's top stays put.
    case none = 2
}
