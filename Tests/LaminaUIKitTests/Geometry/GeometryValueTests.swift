import Foundation
import LaminaUIKit
import Testing

@Suite struct GeometryValueTests {
    @Test func edgeInsetsInsetRectsAsUIKitDoes() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(insets != .zero)
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(
            rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
                == CGRect(x: 5, y: 15, width: 110, height: 60))
        // No standardization: insets larger than the rectangle leave a negative size.
        #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
        #expect(insets.description == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
    }

    @Test func rectCornersAndEdgesHaveApplesRawValues() {
        #expect(UIRectCorner.topLeft.rawValue == 1)
        #expect(UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4)
        #expect(UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
        let top: UIRectCorner = [.topLeft, .topRight]
        #expect(top.rawValue == 3)
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.none.isEmpty)
    }

    @Test func offsetsAndDirectionalInsets() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset(horizontal: 1, vertical: 2).vertical == 2)
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.leading == 2 && insets.trailing == 4)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
    }
}

@Suite struct NSValueTests {
    @Test func geometryBoxesRoundTrip() {
        let point = CGPoint(x: 1.5, y: -2)
        let size = CGSize(width: 3, height: 4)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let offset = UIOffset(horizontal: 7, vertical: 8)
        #expect(NSValue(cgPoint: point).cgPointValue == point)
        #expect(NSValue(cgSize: size).cgSizeValue == size)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: offset).uiOffsetValue == offset)
        #expect(NSValue(uiEdgeInsets: insets) == NSValue(uiEdgeInsets: insets))
        #expect(NSValue(uiEdgeInsets: insets) != NSValue(uiEdgeInsets: .zero))
        // A box of another type does not read as a transform or insets.
        #expect(NSValue(cgPoint: point).cgAffineTransformValue == .identity)
        #expect(NSValue(uiOffset: offset).uiEdgeInsetsValue == .zero)
        #expect(String(cString: NSValue(cgPoint: point).objCType).hasPrefix("{CGPoint"))
    }

    @Test func keyValueCodingAcceptsUIKitsBoxes() {
        let layer = CALayer()
        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 5, height: 6)), forKey: "bounds")
        #expect(layer.bounds.size == CGSize(width: 5, height: 6))
        layer.setValue(NSValue(cgSize: CGSize(width: 2, height: -3)), forKey: "shadowOffset")
        #expect(layer.shadowOffset == CGSize(width: 2, height: -3))
    }

    @Test func basicAnimationFromAPointBoxAnimatesPosition() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.beginTime = 100
        move.duration = 2
        layer.add(move, forKey: "move")
        let halfway = layer.presentationCopy(atTime: 101).position
        #expect(halfway == CGPoint(x: 50, y: 25))
        let quarter = layer.presentationCopy(atTime: 100.5).position
        #expect(quarter == CGPoint(x: 25, y: 12.5))
        let bounds = CABasicAnimation(keyPath: "bounds.size")
        bounds.fromValue = NSValue(cgSize: CGSize(width: 10, height: 10))
        bounds.toValue = NSValue(cgSize: CGSize(width: 30, height: 50))
        bounds.beginTime = 100
        bounds.duration = 2
        layer.add(bounds, forKey: "grow")
        #expect(layer.presentationCopy(atTime: 101).bounds.size == CGSize(width: 20, height: 30))
    }
}
