import Foundation

extension UITextField: BaselineProviding {
    /// The text is one line centred vertically: its baseline is half the height, less half the
    /// line's height, plus the font's ascender.
    func baselinePosition(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        return (0.5, -font.lineHeight.rounded(.up) / 2 + font.ascender)
    }
}
