import Foundation
import LaminaUIKit
import Testing

@testable import LaminaTesting

/// `UIView` snapshots: the view's layer, laid out first.
@Suite struct ViewStrategyTests {
    /// A view that lays out a red square in `layoutSubviews`.
    final class Badge: UIView {
        let dot = UIView()

        override func layoutSubviews() {
            super.layoutSubviews()
            if dot.superview == nil { addSubview(dot) }
            dot.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            dot.backgroundColor = .red
        }
    }

    @Test func viewsSnapshotAsImagesAndTrees() throws {
        let sandbox = try SnapshotSandbox()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(sandbox.verify(badge, as: .image, testName: "badge()") != nil)
        let stored = try CGImage(contentsOfPNGFile: sandbox.reference("badge.1.png"))
        #expect(stored.pixel(x: 10, y: 10)! == (255, 0, 0, 255))
        #expect(sandbox.verify(badge, as: .image, testName: "badge()") == nil)
        #expect(sandbox.verify(badge, as: .tree, testName: "tree()") != nil)
        let tree = try String(contentsOf: sandbox.reference("tree.1.txt"), encoding: .utf8)
        #expect(tree.contains("backgroundColor="))
    }
}
