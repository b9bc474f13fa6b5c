import Foundation
import LaminaGraphics
import Testing

@testable import Lamina

/// A frame sequence repaints a small change between the nearest columns no drawing straddles.
@Suite struct DamageColumnsTests {
    private static let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)

    /// A row of 40-point rounded cards every 50 points (gaps of 10), in a plain container.
    private func row(in root: CALayer) {
        let container = CALayer()
        container.frame = root.bounds
        container.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        for column in 0..<6 {
            let card = CALayer()
            card.frame = CGRect(x: CGFloat(column) * 50 + 5, y: 10, width: 40, height: 40)
            card.cornerRadius = 6
            card.backgroundColor = Self.red
            container.addSublayer(card)
        }
        root.addSublayer(container)
    }

    private func columns(around damage: CGRect, of root: CALayer, atTime time: CFTimeInterval? = nil)
        -> Range<Int>
    {
        let tree = RenderTree(root: root, atTime: time)
        return DamageColumns.around(damage, rows: 0..<60, in: tree, toDevice: .identity, width: 300)
    }

    private func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 60)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        row(in: root)
        return root
    }

    @Test func aChangedCardIsRepaintedBetweenTheGapsBesideIt() {
        // The third card spans columns 105…145, and inks none beyond.
        let found = columns(around: CGRect(x: 101, y: 6, width: 48, height: 48), of: scene())
        #expect(found.lowerBound <= 101 && found.upperBound >= 149)
        // The cuts fall in the gaps: past the neighbours' reach (…96 and 154…).
        #expect(found.lowerBound >= 96 && found.upperBound <= 154, "\(found)")
        // Damage that reaches into a neighbour takes it whole.
        let wider = columns(around: CGRect(x: 90, y: 6, width: 59, height: 48), of: scene())
        #expect(wider.lowerBound <= 55 && wider.lowerBound >= 46, "\(wider)")
    }

    @Test func anythingButABoxAcrossTheWidthTakesEveryColumn() {
        let rounded = scene()
        let band = CALayer()
        band.frame = CGRect(x: 0, y: 20, width: 300, height: 10)
        band.backgroundColor = Self.red
        band.cornerRadius = 2
        rounded.addSublayer(band)
        #expect(columns(around: CGRect(x: 101, y: 6, width: 48, height: 48), of: rounded) == 0..<300)
        // A square, borderless one is a box: it straddles the gaps harmlessly.
        band.cornerRadius = 0
        let found = columns(around: CGRect(x: 101, y: 6, width: 48, height: 48), of: rounded)
        #expect(found.count < 60, "\(found)")
        // Bordered, or turned, it is not.
        band.borderWidth = 1
        #expect(columns(around: CGRect(x: 101, y: 6, width: 48, height: 48), of: rounded) == 0..<300)
        band.borderWidth = 0
        band.setAffineTransform(CGAffineTransform(rotationAngle: 0.001))
        #expect(columns(around: CGRect(x: 101, y: 6, width: 48, height: 48), of: rounded) == 0..<300)
    }

    @Test func drawingsAboveOrBelowTheRowsDoNotCount() {
        let root = scene()
        let below = CALayer()
        below.frame = CGRect(x: 0, y: 62, width: 300, height: 10)
        below.backgroundColor = Self.red
        below.cornerRadius = 3
        root.bounds.size.height = 80
        root.addSublayer(below)
        let found = columns(around: CGRect(x: 101, y: 6, width: 48, height: 48), of: root)
        #expect(found.count < 60, "\(found)")
    }

    @Test func aTransitionTakesEveryColumn() {
        let root = scene()
        let pushed = CALayer()
        pushed.frame = CGRect(x: 100, y: 0, width: 50, height: 60)
        pushed.backgroundColor = Self.red
        root.addSublayer(pushed)
        let transition = CATransition()
        transition.type = .push
        transition.duration = 1
        transition.beginTime = 50
        pushed.add(transition, forKey: nil)
        #expect(
            columns(around: CGRect(x: 101, y: 6, width: 48, height: 48), of: root, atTime: 50.5) == 0..<300)
    }
}
