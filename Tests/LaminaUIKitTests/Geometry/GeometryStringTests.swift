import Foundation
import LaminaUIKit
import Testing

/// UIKit's string forms of geometry on `NSCoder`.
@Suite struct GeometryStringTests {
    @Test func writingUsesUIKitsFormat() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: -2.5)) == "{1, -2.5}")
        #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6)) == "{1, 0, 0, 1, 5, 6}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 7, vertical: 8)) == "{7, 8}")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
    }

    @Test func readingTakesTheNumbersInOrder() {
        #expect(NSCoder.cgPoint(for: "{12.5, -3}") == CGPoint(x: 12.5, y: -3))
        #expect(NSCoder.cgPoint(for: "{1,2}") == CGPoint(x: 1, y: 2))
        #expect(NSCoder.cgSize(for: "{3, 4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            NSCoder.cgAffineTransform(for: "{2, 0, 0, 2, 1, 1}")
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1))
        #expect(
            NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.cgVector(for: "{1e3, 2}") == CGVector(dx: 1000, dy: 2))
        // Malformed strings give zeros where numbers are missing.
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.cgPoint(for: "{7}") == CGPoint(x: 7, y: 0))
        // Round trip.
        let rect = CGRect(x: 0.1, y: 1e-7, width: 1e12, height: 33.333)
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
    }
}
