import Foundation
import Lamina
import Testing

/// Machine-generated trees: a 10,000-deep chain and a 200,000-layer flat tree render, sample
/// and dump without exhausting the stack.
@Suite struct DeepTreeTests {
    /// A chain of `depth` nested layers, each inset by nothing, the last one filled.
    func chain(depth: Int) -> (root: CALayer, leaf: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        var parent = root
        for _ in 0..<depth {
            let layer = CALayer()
            layer.frame = parent.bounds
            parent.addSublayer(layer)
            parent = layer
        }
        parent.backgroundColor = CGColor(gray: 0, alpha: 1)
        parent.opacity = 0.5
        return (root, parent)
    }

    @Test func aTenThousandDeepChainRendersEverywhere() async throws {
        let (root, leaf) = chain(depth: 10_000)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 10
        fade.duration = 1
        leaf.add(fade, forKey: "fade")
        let image = try LayerRenderer().image(of: root)
        #expect(image.pixel(x: 10, y: 10)?.alpha == 128)
        #expect(try LayerRenderer().image(of: root, atTime: 10.5).pixel(x: 10, y: 10)?.alpha == 128)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayerRenderer().writePDF(of: root, to: folder.appendingPathComponent("deep.pdf"))
        try LayerRenderer().writeSVG(of: root, to: folder.appendingPathComponent("deep.svg"))
        #expect(root.presentation(atTime: 10.5) != nil)
        #expect(root.treeDescription.count > 10_000)
        // On a secondary thread too.
        nonisolated(unsafe) let shared = root
        let alpha = try await Task.detached {
            try LayerRenderer().image(of: shared).pixel(x: 10, y: 10)?.alpha
        }
        .value
        #expect(alpha == 128)
        #expect(leaf.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 1, y: 1))
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === leaf)
    }

    @Test func aFlatTreeOfTwoHundredThousandLayersRenders() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.sublayers = (0..<200_000).map { index in
            let layer = CALayer()
            layer.frame = CGRect(x: index % 100, y: (index / 100) % 100, width: 1, height: 1)
            layer.backgroundColor = CGColor(gray: 0, alpha: 1)
            return layer
        }
        #expect(try LayerRenderer().image(of: root).pixel(x: 50, y: 50)?.alpha == 255)
    }

    @Test func droppingADeepChainDoesNotRecursePerLevel() {
        // Freed on a thread with a 64 KiB stack: a deinit per level would overflow it.
        nonisolated(unsafe) var chain: CALayer? = self.chain(depth: 3_000).root
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            chain = nil
            done.signal()
        }
        thread.stackSize = 64 << 10
        thread.start()
        done.wait()
        #expect(chain == nil)
    }
}
