import Foundation
import Lamina
import Testing

/// `import Lamina` alone brings CoreGraphics's API, as `import QuartzCore` does.
@Suite struct ReexportTests {
    @Test func coreGraphicsTypesAreVisibleThroughLamina() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3), transform: nil)
        #expect(path.boundingBox.size == CGSize(width: 2, height: 3))
        #expect(CGColor.white.alpha == 1)
    }
}

/// Glibc's math constants stay unambiguous next to Foundation, as Darwin's are on iOS.
@Suite struct MathConstantTests {
    @Test func darwinMathConstantsResolve() {
        let angle: Double = M_PI / 2
        let half: CFTimeInterval = 0.5
        #expect(angle > 1.57 && half == 0.5)
        #expect(FLT_MAX > 1e38)
    }
}
