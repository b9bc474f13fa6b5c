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
