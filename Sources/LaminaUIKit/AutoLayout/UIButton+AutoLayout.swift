import Foundation

extension UIButton: BaselineProviding {
    /// The title is centred vertically within the content insets: its baseline is half the
    /// height, moved by the insets' difference, less half the title's line, plus the
    /// ascender. A button without a title has its baselines at its top and bottom.
    func baselinePosition(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        guard let title = titleLabel, let text = title.text, !text.isEmpty else { return (last ? 1 : 0, 0) }
        let font: UIFont = title.font
        let insets = contentEdgeInsets
        return (0.5, (insets.top - insets.bottom) / 2 - font.lineHeight.rounded(.up) / 2 + font.ascender)
    }
}
