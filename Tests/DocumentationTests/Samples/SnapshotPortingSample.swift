import LaminaTesting
import XCTest

// PortingSnapshotTestingSuites.md and KeepingReferencesForIOSAndLinux.md, run as tests: real
// snapshot assertions, with their references in Samples/__Snapshots__/SnapshotPortingSample.

/// A screen with a title, laid out by hand.
final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.text = "Blob"
        view.addSubview(nameLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        nameLabel.frame = CGRect(
            x: 16, y: view.safeAreaInsets.top + 8, width: view.bounds.width - 32, height: 24)
    }
}

/// A card drawn by a view.
final class CardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class ProfileTests: XCTestCase {
    func testProfile() {
        let controller = ProfileViewController()
        assertSnapshot(of: controller, as: .image(on: .iPhone13))
        assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait)))
        assertSnapshot(of: controller.view, as: .recursiveDescription)
    }
}

extension Snapshotting where Value == ProfileViewController, Format == UIImage {
    static var phone: Snapshotting {
        Snapshotting<UIViewController, UIImage>.image(on: .iPhone13).pullback { $0 }
    }
}

#if os(Linux)
    let platform = "linux"
#else
    let platform = "ios"
#endif

final class CardTests: XCTestCase {
    func testCard() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        assertSnapshot(of: card, as: .image, named: "card-\(platform)")
    }
}
