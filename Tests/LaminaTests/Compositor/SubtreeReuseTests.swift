import Foundation
import Testing

@testable import Lamina

/// A frame sequence copies the previous frame's nodes for subtrees that are static and did not
/// change; every kind of change below such a subtree must still reach the frame, byte for byte.
@Suite struct SubtreeReuseTests {
    let renderer = LayerRenderer(scale: 1, backgroundColor: CGColor(gray: 0.95, alpha: 1))

    /// Draws a stripe whose color the test changes.
    final class StripeDelegate: NSObject, CALayerDelegate, @unchecked Sendable {
        var color = CGColor(srgbRed: 0.2, green: 0.6, blue: 0.2, alpha: 1)
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(color)
            ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width, height: layer.bounds.height / 2))
        }
    }

    /// Lays its first sublayer out at `inset` from its edges.
    final class InsetLayer: CALayer {
        var inset: CGFloat = 4
        override func layoutSublayers() {
            sublayers?.first?.frame = bounds.insetBy(dx: inset, dy: inset)
        }
    }

    struct Scene {
        let root = CALayer()
        var cards: [CALayer] = []
        let delegate = StripeDelegate()
    }

    func scene() -> Scene {
        var scene = Scene()
        scene.root.bounds = CGRect(x: 0, y: 0, width: 420, height: 260)
        for index in 0..<12 {
            let card = index == 4 ? InsetLayer() : CALayer()
            card.frame = CGRect(
                x: 10 + CGFloat(index % 4) * 100, y: 10 + CGFloat(index / 4) * 80, width: 90, height: 70)
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.cornerRadius = 6
            let gradient = CAGradientLayer()
            gradient.frame = card.bounds.insetBy(dx: 4, dy: 4)
            gradient.colors = [
                CGColor(srgbRed: 0.4, green: 0.5, blue: 1, alpha: 1), CGColor(gray: 1, alpha: 1),
            ]
            let border = CAShapeLayer()
            border.path = CGPath(ellipseIn: gradient.bounds.insetBy(dx: 2, dy: 2), transform: nil)
            border.lineWidth = 3
            border.fillColor = nil
            border.strokeColor = CGColor(gray: 0, alpha: 1)
            gradient.mask = border
            let text = CATextLayer()
            text.frame = CGRect(x: 6, y: 44, width: 80, height: 20)
            text.string = "Card \(index)"
            text.fontSize = 12
            text.foregroundColor = CGColor(gray: 0.1, alpha: 1)
            card.addSublayer(gradient)
            card.addSublayer(text)
            if index == 6 {
                let stripe = CALayer()
                stripe.frame = CGRect(x: 50, y: 6, width: 30, height: 30)
                stripe.delegate = scene.delegate
                stripe.setNeedsDisplay()
                card.addSublayer(stripe)
            }
            if index == 9 {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 300
                card.transform = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
            }
            scene.root.addSublayer(card)
            scene.cards.append(card)
        }
        scene.root.layoutIfNeeded()
        return scene
    }

    @Test func unchangedCardsAreCopiedAndEveryChangeStillShows() throws {
        let scene = scene()
        let cards = scene.cards
        let sequence = renderer.frameSequence(of: scene.root)
        var step = 0
        func expectFull(_ what: String, atTime time: CFTimeInterval? = nil) throws {
            step += 1
            let frame = try sequence.image(atTime: time).pngData()
            #expect(frame == (try renderer.pngData(of: scene.root, atTime: time)), "\(step): \(what)")
        }
        CATransaction.setDisableActions(true)
        try expectFull("first")
        #expect(sequence.reusedNodeCount == 0)
        cards[5].backgroundColor = CGColor(srgbRed: 1, green: 0.8, blue: 0.8, alpha: 1)
        try expectFull("one card's color")
        // Eleven cards of four or five nodes each were copied.
        #expect(sequence.reusedNodeCount >= 11 * 4)
        (cards[7].sublayers?[1] as? CATextLayer)?.string = "Changed"
        try expectFull("a grandchild's text")
        ((cards[2].sublayers?[0] as? CAGradientLayer)?.mask as? CAShapeLayer)?.lineWidth = 8
        try expectFull("a mask's line width")
        scene.delegate.color = CGColor(srgbRed: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        cards[6].sublayers?[2].setNeedsDisplay()
        try expectFull("a sublayer marked for display")
        (cards[4] as? InsetLayer)?.inset = 12
        cards[4].setNeedsLayout()
        try expectFull("a card marked for layout")
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.2
        pulse.beginTime = 50
        pulse.duration = 10
        cards[1].sublayers?[0].add(pulse, forKey: "pulse")
        try expectFull("an animation added below a still card", atTime: 55)
        try expectFull("the animation later", atTime: 57)
        cards[1].sublayers?[0].removeAnimation(forKey: "pulse")
        try expectFull("the animation removed", atTime: 57)
        cards[3].isHidden = true
        try expectFull("a card hidden")
        try expectFull("still hidden")
        cards[3].isHidden = false
        try expectFull("shown again")
        cards[10].zPosition = -1
        cards[0].zPosition = 5
        try expectFull("cards reordered by depth")
        scene.root.sublayerTransform = CATransform3DMakeTranslation(3, 2, 0)
        try expectFull("the superlayer's sublayer transform")
        cards[8].addSublayer(cards[11].sublayers![1])
        try expectFull("a text moved to another card")
        cards[9].transform = CATransform3DRotate(cards[9].transform, 0.2, 0, 1, 0)
        try expectFull("the turned card turned further")
        cards[9].opacity = 0.5
        try expectFull("the turned card's opacity")
        try expectFull("nothing changed")
        #expect(sequence.repaintedRect == .null)
    }
}
