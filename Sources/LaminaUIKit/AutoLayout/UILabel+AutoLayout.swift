import Foundation

extension UILabel: BaselineProviding, WidthDependentIntrinsicSize {
    /// The text is centred vertically, so its first baseline is half the height, less half the
    /// text's height, plus the font's ascender; its last baseline half the height, plus half
    /// the text's height, plus the (negative) descender.
    func baselinePosition(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        let wraps = numberOfLines != 1
        let width: CGFloat? = wraps ? (bounds.width > 0 ? bounds.width : nil) : nil
        let height = measure(width: width).height.rounded(.up)
        guard height > 0 else { return (last ? 1 : 0, 0) }
        return last ? (0.5, height / 2 + font.descender) : (0.5, -height / 2 + font.ascender)
    }

    /// A label wraps to the width layout gives it when it has several lines and no preferred
    /// maximum width.
    var wrapsToLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    /// The unwrapped width, and the height of the text wrapped at `width`.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        let natural = intrinsicContentSize
        let wrapped = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: natural.width, height: wrapped.height)
    }
}
