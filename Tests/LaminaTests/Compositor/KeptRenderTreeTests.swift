import Foundation
import Lamina
import Testing

/// A render tree is the frame it was prepared as: painting it later draws the same pixels
/// whatever the model does in between, as `CARenderer` relies on between `beginFrame` and
/// `render`.
@Suite struct KeptRenderTreeTests {
    /// A scene of every kind of thing the paint pass once read from the model layer: text,
    /// a contents image placed by its gravity, a shape's mutable path, a shadow path, a
    /// replicator's instances and tints, faces of a transform layer placed in 3D, and an
    /// emitter's particles.
    final class Scene {
        let root = CALayer()
        let text = CATextLayer()
        let picture = CALayer()
        let shape = CAShapeLayer()
        let shapePath = CGMutablePath()
        let shadowed = CALayer()
        let shadowPath = CGMutablePath()
        let replicator = CAReplicatorLayer()
        let cube = CATransformLayer()
        let front = CALayer()
        let side = CALayer()
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()

        init() {
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 160)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            text.frame = CGRect(x: 4, y: 4, width: 120, height: 24)
            text.string = "Kept"
            text.fontSize = 18
            text.foregroundColor = CGColor(gray: 0, alpha: 1)
            text.alignmentMode = .center
            picture.frame = CGRect(x: 130, y: 4, width: 60, height: 40)
            picture.contents = Self.checkerboard()
            picture.contentsGravity = .resizeAspect
            shapePath.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
            shape.frame = CGRect(x: 4, y: 40, width: 40, height: 40)
            shape.path = shapePath
            shape.fillColor = CGColor(srgbRed: 0.1, green: 0.5, blue: 0.9, alpha: 1)
            shadowed.frame = CGRect(x: 60, y: 40, width: 30, height: 30)
            shadowed.backgroundColor = CGColor(srgbRed: 0.9, green: 0.8, blue: 0.1, alpha: 1)
            shadowPath.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            shadowed.shadowPath = shadowPath
            shadowed.shadowOpacity = 1
            shadowed.shadowOffset = CGSize(width: 4, height: 4)
            shadowed.shadowRadius = 2
            replicator.frame = CGRect(x: 4, y: 100, width: 100, height: 20)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(24, 0, 0)
            replicator.instanceColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            replicator.instanceBlueOffset = -0.4
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
            dot.backgroundColor = CGColor(srgbRed: 0.2, green: 0.7, blue: 1, alpha: 1)
            replicator.addSublayer(dot)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            cube.position = CGPoint(x: 150, y: 110)
            cube.transform = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
            for (face, color, turn) in [
                (front, CGColor(srgbRed: 0.9, green: 0.2, blue: 0.2, alpha: 1), 0.0),
                (side, CGColor(srgbRed: 0.2, green: 0.8, blue: 0.3, alpha: 1), Double.pi / 2),
            ] {
                face.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
                face.backgroundColor = color
                face.transform = CATransform3DTranslate(
                    CATransform3DMakeRotation(CGFloat(turn), 0, 1, 0), 0, 0, 15)
                cube.addSublayer(face)
            }
            emitter.frame = CGRect(x: 100, y: 40, width: 30, height: 30)
            emitter.emitterPosition = CGPoint(x: 15, y: 15)
            // A begin time makes emission start then, not when the layer is first shown.
            emitter.beginTime = 0.5
            cell.contents = Self.checkerboard()
            cell.birthRate = 20
            cell.lifetime = 2
            cell.velocity = 20
            cell.emissionRange = .pi * 2
            cell.scale = 0.8
            emitter.emitterCells = [cell]
            for layer in [text, picture, shape, shadowed, replicator, cube, emitter] {
                root.addSublayer(layer)
            }
        }

        /// Changes everything the scene draws, in the model, without animations; the mutable
        /// paths are changed in place, as code that keeps one does.
        func change() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            text.string = "Changed a lot"
            text.alignmentMode = .left
            text.bounds.size.width = 90
            picture.contentsGravity = .resize
            picture.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
            picture.magnificationFilter = .nearest
            shapePath.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            shadowPath.addRect(CGRect(x: -20, y: -20, width: 10, height: 10))
            shadowed.shadowOffset = CGSize(width: -6, height: 0)
            replicator.instanceCount = 5
            replicator.instanceTransform = CATransform3DMakeTranslation(10, 4, 0)
            replicator.instanceBlueOffset = 0
            replicator.anchorPoint = .zero
            front.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            front.isDoubleSided = false
            side.zPosition = 40
            side.anchorPoint = CGPoint(x: 0, y: 0)
            cube.transform = CATransform3DIdentity
            cell.contents = picture.contents
            cell.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
            CATransaction.commit()
        }

        static func checkerboard() -> CGImage? {
            guard let context = CGContext.makeImageContext(size: CGSize(width: 8, height: 8)) else {
                return nil
            }
            context.setFillColor(CGColor(srgbRed: 0.8, green: 0.1, blue: 0.5, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            context.setFillColor(CGColor(srgbRed: 0.1, green: 0.1, blue: 0.1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
            return context.makeImage()
        }
    }

    /// The frame a renderer draws of a new scene at time 2; `change` runs between preparing
    /// the frame and painting it. With `again`, a second frame at the same time follows,
    /// which prepares the changed model.
    func frame(again: Bool = false, changing change: (Scene) -> Void) throws -> Data {
        let scene = Scene()
        let context = try #require(
            CGContext.makeImageContext(size: CGSize(width: 200, height: 160), scale: 2))
        let renderer = CARenderer(context: context)
        renderer.layer = scene.root
        for frame in 0..<(again ? 2 : 1) {
            renderer.beginFrame(atTime: 2, timeStamp: nil)
            if frame == 0 { change(scene) }
            renderer.render()
            renderer.endFrame()
        }
        return try #require(context.makeImage()).pngData()
    }

    @Test func aKeptTreeDrawsTheFrameItWasPreparedAs() throws {
        let before = try frame { _ in }
        let kept = try frame { $0.change() }
        #expect(kept == before)
        // The scene's next frame does show the change.
        #expect(try frame(again: true) { $0.change() } != before)
    }
}
