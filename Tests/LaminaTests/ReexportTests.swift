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

/// Core Foundation's bridged types, as ported drawing code casts to them.
@Suite struct CoreFoundationBridgingTests {
    @Test func castsToCoreFoundationTypesCompileAndWork() throws {
        let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        #expect(CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil) != nil)
        #expect(CGGradient(colorsSpace: nil, colors: [1, 2] as CFArray, locations: nil) == nil)
        #expect(CGDataProvider(data: Data([1, 2, 3]) as CFData)?.data?.count == 3)
    }
}
