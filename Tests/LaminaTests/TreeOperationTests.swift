import Lamina
import Testing

@Suite struct TreeOperationTests {
    @Test func addingAndInsertingKeepOrderAndParentLinks() {
        let root = named("root")
        let a = named("a")
        let b = named("b")
        let c = named("c")
        let d = named("d")
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, at: 1)
        root.insertSublayer(d, below: a)
        #expect(names(root) == ["d", "a", "b", "c"])
        checkTreeInvariants(root)
        let e = named("e")
        root.insertSublayer(e, above: c)
        #expect(names(root) == ["d", "a", "b", "c", "e"])
        let f = named("f")
        root.insertSublayer(f, above: a)
        #expect(names(root) == ["d", "a", "f", "b", "c", "e"])
        // nil siblings: below nil is the back, above nil the front.
        let g = named("g")
        root.insertSublayer(g, below: nil)
        #expect(names(root).first == "g")
        checkTreeInvariants(root)
    }

    @Test func addingALayerThatHasASuperlayerMovesIt() {
        let first = named("first")
        let second = named("second")
        let child = named("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
        // Re-adding to the same parent moves it to the front.
        let other = named("other")
        second.addSublayer(other)
        second.addSublayer(child)
        #expect(names(second) == ["other", "child"])
        // Inserting at an index after removal.
        second.insertSublayer(child, at: 0)
        #expect(names(second) == ["child", "other"])
        checkTreeInvariants(first)
        checkTreeInvariants(second)
    }

    @Test func replaceAndRemove() {
        let root = named("root")
        let a = named("a")
        let b = named("b")
        let c = named("c")
        root.sublayers = [a, b]
        root.replaceSublayer(a, with: c)
        #expect(names(root) == ["c", "b"])
        #expect(a.superlayer == nil && c.superlayer === root)
        b.removeFromSuperlayer()
        #expect(names(root) == ["c"])
        #expect(b.superlayer == nil)
        b.removeFromSuperlayer()
        c.removeFromSuperlayer()
        #expect(root.sublayers == nil)
        checkTreeInvariants(root)
    }

    @Test func settingSublayersDetachesExactlyTheRemovedOnes() {
        let root = named("root")
        let shape1 = named("s1") { CAShapeLayer() }
        let plain = named("p")
        let shape2 = named("s2") { CAShapeLayer() }
        let gradient = named("g") { CAGradientLayer() }
        root.sublayers = [shape1, plain, shape2, gradient]
        root.sublayers?.removeAll { $0 is CAShapeLayer }
        #expect(names(root) == ["p", "g"])
        #expect(shape1.superlayer == nil && shape2.superlayer == nil)
        #expect(plain.superlayer === root && gradient.superlayer === root)
        checkTreeInvariants(root)
        // Layers taken from another parent move.
        let other = named("other")
        let moved = named("moved")
        other.addSublayer(moved)
        root.sublayers = [moved, plain]
        #expect(other.sublayers == nil)
        #expect(gradient.superlayer == nil)
        #expect(names(root) == ["moved", "p"])
        root.sublayers = nil
        #expect(root.sublayers == nil && moved.superlayer == nil)
        checkTreeInvariants(root)
    }

    @Test func masksAreOutsideSublayersButPointToTheirOwner() {
        let owner = named("owner")
        let holder = named("holder")
        let mask = named("mask")
        holder.addSublayer(mask)
        owner.mask = mask
        // Assigning a mask removes it from its tree.
        #expect(holder.sublayers == nil)
        #expect(mask.superlayer === owner)
        #expect(owner.sublayers == nil)
        checkTreeInvariants(owner)
        // Moving the mask to another owner clears the first.
        let second = named("second")
        second.mask = mask
        #expect(owner.mask == nil && mask.superlayer === second)
        // Adding a mask as a sublayer takes it out of the mask role.
        owner.addSublayer(mask)
        #expect(second.mask == nil && mask.superlayer === owner && names(owner) == ["mask"])
        // removeFromSuperlayer on a mask clears its owner's mask.
        second.mask = mask
        mask.removeFromSuperlayer()
        #expect(second.mask == nil && mask.superlayer == nil)
        // Replacing a mask detaches the old one.
        let m1 = named("m1")
        let m2 = named("m2")
        owner.mask = m1
        owner.mask = m2
        #expect(m1.superlayer == nil && m2.superlayer === owner)
        checkTreeInvariants(owner)
        checkTreeInvariants(second)
    }

    @Test func typedRemovalConveniences() {
        let root = named("root")
        let shapes = (0..<3).map { named("shape\($0)") { CAShapeLayer() } }
        let plain = named("plain")
        root.sublayers = [shapes[0], plain, shapes[1], shapes[2]]
        #expect(root.sublayers(ofType: CAShapeLayer.self).count == 3)
        let removed = root.removeSublayers(ofType: CAShapeLayer.self)
        #expect(removed.map(\.name) == ["shape0", "shape1", "shape2"])
        #expect(removed.allSatisfy { $0.superlayer == nil })
        #expect(names(root) == ["plain"])
        #expect(root.removeSublayers(ofType: CAShapeLayer.self).isEmpty)
        let twin = named("plain")
        root.addSublayer(twin)
        #expect(root.sublayer(named: "plain") === plain)
        #expect(root.removeSublayers(named: "plain").count == 2)
        #expect(root.sublayers == nil)
        checkTreeInvariants(root)
    }

    /// The seed's state swap: a focused field shows a gradient border masked by a stroked
    /// shape; an idle field a plain border. Swapping many times never stacks layers.
    @Test func gradientBorderSwapDoesNotStackLayers() {
        let field = named("field")
        field.frame = CGRect(x: 0, y: 0, width: 300, height: 48)
        let placeholder = CATextLayerStandIn()
        field.addSublayer(placeholder)
        func focus() {
            field.removeSublayers(ofType: CAGradientLayer.self)
            field.borderWidth = 0
            let gradient = CAGradientLayer()
            gradient.frame = field.bounds
            gradient.colors = [
                CGColor(srgbRed: 0.393, green: 0.538, blue: 0.983, alpha: 1),
                CGColor(srgbRed: 0.557, green: 0.667, blue: 1, alpha: 1),
            ]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            let border = CAShapeLayer()
            border.lineWidth = 2
            border.fillColor = nil
            border.strokeColor = CGColor(gray: 0, alpha: 1)
            border.path = CGPath(
                roundedRect: field.bounds.insetBy(dx: 1, dy: 1), cornerWidth: 14, cornerHeight: 14,
                transform: nil)
            gradient.mask = border
            field.addSublayer(gradient)
        }
        func unfocus() {
            field.sublayers?.removeAll { $0 is CAGradientLayer }
            field.borderWidth = 2
        }
        weak var firstGradient: CALayer?
        focus()
        firstGradient = field.sublayers(ofType: CAGradientLayer.self).first
        for _ in 0..<50 {
            unfocus()
            #expect(field.sublayers(ofType: CAGradientLayer.self).isEmpty)
            focus()
            focus()
            #expect(field.sublayers(ofType: CAGradientLayer.self).count == 1)
            #expect(field.sublayers?.count == 2)
            checkTreeInvariants(field)
        }
        // The removed layers are released: nothing keeps them alive.
        #expect(firstGradient == nil)
    }

    @Test func makingALayerItsOwnAncestorStops() async {
        await #expect(processExitsWith: .failure) {
            let parent = CALayer()
            let child = CALayer()
            parent.addSublayer(child)
            child.addSublayer(parent)
        }
        await #expect(processExitsWith: .failure) {
            let layer = CALayer()
            layer.addSublayer(layer)
        }
        await #expect(processExitsWith: .failure) {
            let root = CALayer()
            let child = CALayer()
            root.addSublayer(child)
            child.sublayers = [root]
        }
        await #expect(processExitsWith: .failure) {
            let root = CALayer()
            let child = CALayer()
            root.addSublayer(child)
            child.mask = root
        }
    }

    @Test func misusedTreeCallsStop() async {
        await #expect(processExitsWith: .failure) {
            let root = CALayer()
            root.insertSublayer(CALayer(), above: CALayer())
        }
        await #expect(processExitsWith: .failure) {
            let root = CALayer()
            root.insertSublayer(CALayer(), at: 3)
        }
        await #expect(processExitsWith: .failure) {
            let root = CALayer()
            let layer = CALayer()
            root.sublayers = [layer, layer]
        }
    }
}

/// A plain layer standing in for a text layer in the seed's field.
final class CATextLayerStandIn: CALayer {}
