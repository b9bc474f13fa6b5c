import Foundation
import Lamina
import Testing

/// Lamina's thread rule (`CATransaction.lock()`): any thread may change layers while others
/// render them; a frame shows the tree before or after each change, never part of one.
/// `make sanitize` runs these under the Thread Sanitizer.
@Suite struct ThreadingTests {
    /// Runs each body on its own thread and waits for all of them.
    func onThreads(_ bodies: [@Sendable () -> Void]) {
        let group = DispatchGroup()
        for body in bodies {
            group.enter()
            let thread = Thread {
                body()
                group.leave()
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        group.wait()
    }

    /// A value shared by threads, read and written under a lock.
    final class Shared<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value
        init(_ value: Value) { self.value = value }
        func read() -> Value { lock.withLock { value } }
        func change(_ body: (inout Value) -> Void) { lock.withLock { body(&value) } }
    }

    /// A small scene with a shape, a gradient, text, a shadow and a mask.
    func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 300)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 60), transform: nil)
        shape.fillColor = CGColor(srgbRed: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        shape.shadowOpacity = 0.5
        shape.shadowRadius = 4
        root.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 90, width: 100, height: 150)
        gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(srgbRed: 0, green: 0.5, blue: 1, alpha: 1)]
        let mask = CAShapeLayer()
        mask.path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 150), cornerWidth: 20, cornerHeight: 20,
            transform: nil)
        gradient.mask = mask
        root.addSublayer(gradient)
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 250, width: 100, height: 40)
        text.string = "Threads"
        text.fontSize = 18
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(text)
        return root
    }

    @Test func mutatingWhileAnotherThreadRendersNeverCrashes() throws {
        let root = scene()
        let renderer = LayerRenderer(scale: 1)
        let reference = try renderer.pngData(of: root)
        nonisolated(unsafe) let tree = root
        let frames = Shared(0)
        onThreads([
            {
                for step in 0..<150 {
                    let value = CGFloat(step % 10) / 10
                    let shape = tree.sublayers?.first { $0 is CAShapeLayer } as? CAShapeLayer
                    shape?.fillColor = CGColor(srgbRed: value, green: 0.2, blue: 1 - value, alpha: 1)
                    shape?.position = CGPoint(x: 40 + value * 30, y: 40)
                    shape?.path = CGPath(
                        rect: CGRect(x: 0, y: 0, width: 20 + value * 80, height: 60), transform: nil)
                    let extra = CALayer()
                    extra.frame = CGRect(x: value * 100, y: 200, width: 10, height: 10)
                    extra.backgroundColor = CGColor(gray: value, alpha: 1)
                    tree.addSublayer(extra)
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = 0
                    fade.toValue = 1
                    fade.duration = 1
                    extra.add(fade, forKey: "fade")
                    if step % 3 == 0 { tree.sublayers?.removeAll { $0.bounds.width == 10 } }
                    (tree.sublayers?.last { $0 is CATextLayer } as? CATextLayer)?.string = "Step \(step)"
                }
            },
            {
                for _ in 0..<40 {
                    _ = try? renderer.pngData(of: tree)
                    frames.change { $0 += 1 }
                }
            },
        ])
        #expect(frames.read() == 40)
        // The tree is intact after the race: a fresh scene still renders as before.
        #expect(try renderer.pngData(of: scene()) == reference)
    }

    /// A hundred stripes changed together between `CATransaction.lock()` and `unlock()` always
    /// show one colour: no frame falls between two of the changes. The stripes span several of
    /// the bands that painting threads share.
    @Test func changesBetweenLockAndUnlockAreNeverSeenHalfDone() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 600)
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        for index in 0..<100 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: 0, y: CGFloat(index) * 6, width: 4, height: 6)
            stripe.backgroundColor = red
            root.addSublayer(stripe)
        }
        let renderer = LayerRenderer(scale: 1)
        _ = try renderer.image(of: root)
        nonisolated(unsafe) let tree = root
        let torn = Shared(0)
        let colours = Shared(Set<UInt8>())
        let done = Shared(false)
        onThreads([
            {
                var step = 0
                while !done.read() && step < 100_000 {
                    let colour = step % 2 == 0 ? blue : red
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    CATransaction.lock()
                    for stripe in tree.sublayers ?? [] { stripe.backgroundColor = colour }
                    CATransaction.unlock()
                    CATransaction.commit()
                    step += 1
                }
            },
            {
                for _ in 0..<60 {
                    guard let image = try? renderer.image(of: tree) else { continue }
                    let reds = (0..<100).compactMap { image.pixel(x: 2, y: $0 * 6 + 3)?.red }
                    if Set(reds).count != 1 { torn.change { $0 += 1 } }
                    colours.change { $0.insert(reds[0]) }
                    // The lock is not fair: let the other thread in between frames.
                    usleep(500)
                }
                done.change { $0 = true }
            },
        ])
        #expect(torn.read() == 0)
        // The frames did fall between changes: both colours were seen.
        #expect(colours.read().count == 2)
    }

    @Test func oneTreeRenderedOnFourThreadsGivesTheOneThreadPicture() throws {
        let root = scene()
        let reference = try LayerRenderer(scale: 2, maximumConcurrency: 1).pngData(of: root)
        nonisolated(unsafe) let tree = root
        let results = Shared([Data?](repeating: nil, count: 4))
        onThreads(
            (0..<4).map { index in
                {
                    var last: Data?
                    for _ in 0..<5 { last = try? LayerRenderer(scale: 2).pngData(of: tree) }
                    results.change { $0[index] = last }
                }
            })
        for result in results.read() { #expect(result == reference) }
    }

    @Test func separateTreesOnSeparateThreadsGiveTheirOwnPictures() throws {
        let widths: [CGFloat] = [40, 60, 80, 100]
        let references = try widths.map { width -> Data in
            let root = scene()
            root.sublayers?.first?.position.x = width
            return try LayerRenderer(scale: 1).pngData(of: root)
        }
        #expect(Set(references).count == widths.count)
        let results = Shared([Data?](repeating: nil, count: widths.count))
        onThreads(
            widths.indices.map { index in
                {
                    // Each thread builds, changes and renders its own tree.
                    for _ in 0..<5 {
                        let root = scene()
                        root.sublayers?.first?.position.x = widths[index]
                        let data = try? LayerRenderer(scale: 1).pngData(of: root)
                        results.change { $0[index] = data }
                    }
                }
            })
        #expect(results.read() == references.map { Optional($0) })
    }
}
