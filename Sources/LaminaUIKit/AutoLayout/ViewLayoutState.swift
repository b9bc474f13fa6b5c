import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout (views
/// laid out by hand never allocate one).
final class ViewLayoutState {
    /// The active constraints installed on the view (their nearest common ancestor), in order.
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to the view.
    var layoutGuides: [UILayoutGuide] = []
    /// The view's `layoutMarginsGuide`, once asked for.
    var marginsGuide: UILayoutGuide?
    /// The view's `safeAreaLayoutGuide`, once asked for.
    var safeAreaGuide: UILayoutGuide?
    /// The view's `readableContentGuide`, once asked for.
    var readableGuide: UILayoutGuide?
    /// Content hugging priorities, horizontal then vertical.
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    /// Content compression resistance priorities, horizontal then vertical.
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    /// Whether `updateConstraints()` should run before the next layout.
    var needsUpdateConstraints = false
    /// Whether code set the view's layout margins (a controller's root view otherwise keeps
    /// only the system minimum margins).
    var hasCustomMargins = false
    /// Whether the first constraint-based layout already asked the view to update.
    var hasUpdatedConstraints = false
    /// The engine of the hierarchy this view is the root of, once built.
    var engine: LayoutEngine?
    /// The engine that holds variables for the view (and sets its frame), if any.
    weak var heldBy: LayoutEngine?
    /// The direction the next `exerciseAmbiguityInLayout()` pushes.
    var exerciseDirection: CGFloat = 1

    init(defaults: ContentPriorities) {
        hugging = (defaults.horizontalHugging, defaults.verticalHugging)
        compressionResistance = (defaults.compressionResistance, defaults.compressionResistance)
    }
}

/// The content hugging and compression resistance a class of view starts with.
struct ContentPriorities {
    /// Content hugging on the horizontal axis.
    var horizontalHugging: UILayoutPriority
    /// Content hugging on the vertical axis.
    var verticalHugging: UILayoutPriority
    /// Compression resistance on both axes.
    var compressionResistance: UILayoutPriority

    /// UIKit's defaults for views made in code: hugging 250, compression resistance 750.
    static let standard = ContentPriorities(
        horizontalHugging: .defaultLow, verticalHugging: .defaultLow, compressionResistance: .defaultHigh)
    /// Controls that keep their height (sliders, segmented controls, progress views): hugging
    /// 250 across, 750 up and down.
    static let fixedHeight = ContentPriorities(
        horizontalHugging: .defaultLow, verticalHugging: .defaultHigh, compressionResistance: .defaultHigh)
    /// Controls of a fixed size (switches, steppers, activity indicators, page controls):
    /// hugging 750 both ways.
    static let fixedSize = ContentPriorities(
        horizontalHugging: .defaultHigh, verticalHugging: .defaultHigh, compressionResistance: .defaultHigh)
}
