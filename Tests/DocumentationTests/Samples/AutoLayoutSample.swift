import Testing

// The sample of AutoLayout.md, compiled against LaminaUIKit's public API.
#if canImport(UIKit)
    import UIKit
#else
    import LaminaUIKit
#endif

/// AutoLayout.md: a header laid out by a stack view and anchors.
final class ProfileHeader: UIView {
    let name = UILabel()
    let avatar = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [avatar, name])
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

struct AutoLayoutSample {
    @Test func theHeaderLaysOutInItsMargins() {
        let header = ProfileHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        header.name.text = "Ada Lovelace"
        header.layoutIfNeeded()
        #expect(header.avatar.frame.size == CGSize(width: 48, height: 48))
        #expect(header.avatar.convert(header.avatar.bounds, to: header).origin == CGPoint(x: 8, y: 8))
        #expect(header.name.convert(header.name.bounds, to: header).minX == CGFloat(8 + 48 + 12))
    }
}
