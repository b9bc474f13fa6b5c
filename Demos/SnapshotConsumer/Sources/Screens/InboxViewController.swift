#if canImport(UIKit)
    import UIKit
#else
    import LaminaUIKit
#endif

/// A message in the inbox.
public struct Message: Equatable, Codable, Sendable {
    /// Who sent it.
    public var sender: String
    /// Its first line.
    public var preview: String
    /// Whether it has been read.
    public var isRead: Bool

    /// A message.
    public init(sender: String, preview: String, isRead: Bool) {
        self.sender = sender
        self.preview = preview
        self.isRead = isRead
    }
}

/// An inbox: a title, then one row per message with an unread dot, laid out by hand in the
/// safe area, two columns of rows where the width is regular.
public final class InboxViewController: UIViewController {
    /// The messages shown.
    public var messages: [Message] {
        didSet { if isViewLoaded { rebuildRows() } }
    }

    private let titleLabel = UILabel()
    private var rows: [UIView] = []

    /// An inbox of `messages`.
    public init(messages: [Message]) {
        self.messages = messages
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the inbox is built in code.
    public required init?(coder: NSCoder) {
        self.messages = []
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Inbox"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        view.addSubview(titleLabel)
        rebuildRows()
    }

    private func rebuildRows() {
        for row in rows { row.removeFromSuperview() }
        rows = messages.map(makeRow)
        for row in rows { view.addSubview(row) }
        view.setNeedsLayout()
    }

    private func makeRow(_ message: Message) -> UIView {
        let row = UIView()
        row.backgroundColor = .secondarySystemBackground
        row.layer.cornerRadius = 10
        let dot = UIView(frame: CGRect(x: 12, y: 22, width: 10, height: 10))
        dot.backgroundColor = message.isRead ? .clear : .systemBlue
        dot.layer.cornerRadius = 5
        let sender = UILabel(frame: CGRect(x: 32, y: 8, width: 0, height: 20))
        sender.text = message.sender
        sender.font = .boldSystemFont(ofSize: 15)
        let preview = UILabel(frame: CGRect(x: 32, y: 28, width: 0, height: 18))
        preview.text = message.preview
        preview.font = .systemFont(ofSize: 13)
        preview.textColor = .secondaryLabel
        [dot, sender, preview].forEach(row.addSubview)
        return row
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 8)
        titleLabel.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 34)
        let columns = traitCollection.horizontalSizeClass == .regular ? 2 : 1
        let width = (area.width - CGFloat(columns - 1) * 12) / CGFloat(columns)
        for (index, row) in rows.enumerated() {
            let column = CGFloat(index % columns)
            let line = CGFloat(index / columns)
            row.frame = CGRect(
                x: area.minX + column * (width + 12), y: area.minY + 46 + line * 64, width: width, height: 54)
            for label in row.subviews.compactMap({ $0 as? UILabel }) {
                label.frame.size.width = width - 44
            }
        }
    }
}
