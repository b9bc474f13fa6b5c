import LaminaUIKit
import Testing

/// `import LaminaUIKit` alone brings Core Animation's and CoreGraphics's API, as `import UIKit`
/// does.
@Suite struct ReexportTests {
    @Test func coreAnimationIsVisibleThroughLaminaUIKit() {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3), transform: nil)
        #expect(layer.path?.boundingBox.size == CGSize(width: 2, height: 3))
    }
}
