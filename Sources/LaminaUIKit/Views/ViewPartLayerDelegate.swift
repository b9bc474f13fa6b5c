import Foundation

/// The delegate of the layers views make for their own parts (a label's text layer): they
/// follow the view rule for actions, animating only inside animation blocks.
final class ViewPartLayerDelegate: CALayerDelegate, Sendable {
    /// The one instance.
    static let shared = ViewPartLayerDelegate()

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.action(for: layer, forKey: event)
    }
}
