import Foundation
import LaminaUIKit
import Testing

@Suite struct ViewGeometryTests {
    @Test func frameBoundsAndCenterAreTheLayers() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        #expect(view.layer.position == view.center)
        #expect(view.layer.delegate === view)

        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 80, width: 100, height: 40))
        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        // The center stays; the frame shrinks around it; the bounds origin moves the content.
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
        #expect(view.layer.bounds.origin == CGPoint(x: 5, y: 5))
    }

    @Test func transformTurnsAboutTheCenterAndTheFrameIsItsBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.layer.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(view.center == CGPoint(x: 50, y: 20))
        let frame = view.frame
        #expect(abs(frame.minX - 30) < 1e-9 && abs(frame.minY + 30) < 1e-9)
        #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 100) < 1e-9)
        // The bounds are untouched by the transform.
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        view.transform3D = CATransform3DMakeScale(2, 2, 1)
        #expect(view.layer.transform == CATransform3DMakeScale(2, 2, 1))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func appearancePropertiesMapOntoTheLayer() {
        let view = UIView()
        #expect(view.frame == .zero && view.alpha == 1 && !view.isHidden && !view.clipsToBounds)
        #expect(view.isOpaque && view.isUserInteractionEnabled && view.tag == 0)
        #expect(view.contentMode == .scaleToFill && view.layer.contentsGravity == .resize)
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        view.alpha = 0.25
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.25 && view.layer.isHidden && view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.backgroundColor = .systemBlue
        #expect(view.layer.backgroundColor == UIColor.systemBlue.cgColor)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
        view.contentMode = .top
        // UIKit's top is Core Animation's bottom: gravities name a y-up space.
        #expect(view.layer.contentsGravity == .bottom)
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
    }

    @Test func convertsPointsAndRectsThroughEveryTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 70))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 70))
        #expect(root.convert(CGPoint(x: 60, y: 70), to: child) == .zero)
        #expect(child.convert(CGPoint(x: 60, y: 70), from: nil) == .zero)
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 30, height: 30), to: root)
                == CGRect(x: 60, y: 70, width: 30, height: 30))
        parent.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 60))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the parent's center (100, 100): the child's origin, (10, 20) in the
        // parent's bounds, is (−50, −40) from the middle of those bounds, (60, 60).
        let point = child.convert(CGPoint.zero, to: root)
        #expect(abs(point.x - 0) < 1e-9 && abs(point.y - 20) < 1e-9)
        let back = child.convert(point, from: root)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test func hitTestingFindsTheFrontmostInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: UIEvent()) === inner)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.alpha = 1
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        front.isHidden = false
        // A subview sticking out of its superview is not hit outside the superview's bounds.
        let outside = UIView(frame: CGRect(x: 90, y: 90, width: 50, height: 50))
        back.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 195, y: 195), with: nil) === root)
        #expect(back.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!back.point(inside: CGPoint(x: 100, y: 100), with: nil))
    }

    @Test func sizeToFitKeepsTheOriginAndIntrinsicSizeIsUnknown() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 12))
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(
            UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 8)).sizeThatFits(.zero)
                == CGSize(width: 7, height: 8))
    }

    @Test func layerClassMakesTheBackingLayer() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        #expect(ShapeView().layer is CAShapeLayer)
        #expect(GradientView(frame: .zero).layer is CAGradientLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(ShapeView(coder: NSCoder())?.layer is CAShapeLayer)
    }

    @Test func describesItselfAsUIKitDoes() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.description.hasPrefix("<UIView: 0x"))
        #expect(view.description.hasSuffix("; frame = (1 2; 30 40); layer = <CALayer>>"))
    }
}
