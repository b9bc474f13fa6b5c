import Foundation
import LaminaGraphics

/// The options key for the color space of a renderer's output (a `CGColorSpace`).
///
/// Lamina accepts the key and draws in sRGB whatever its value.
public let kCARendererColorSpace: String = "kCARendererColorSpace"

/// Renders a layer tree into a context frame by frame, repainting the region that changed.
///
/// Core Animation's renderer draws into a Metal texture or an OpenGL context; Lamina's draws
/// into a `CGContext` (``init(context:options:)``), most usefully a bitmap context. A frame
/// goes as on Apple's platforms:
///
/// ```swift
/// let renderer = CARenderer(context: context)
/// renderer.layer = root
/// renderer.beginFrame(atTime: t, timeStamp: nil)
/// let changed = renderer.updateBounds()   // everything the first time; then what changed
/// renderer.render()                       // repaints that region only
/// renderer.endFrame()
/// let next = renderer.nextFrameTime()     // t while animations run; .infinity when still
/// ```
///
/// The update region is found as ``LayerRenderer/FrameSequence`` finds it: by comparing the
/// frame's render tree with the last rendered one (layers changed, animated, added or
/// removed), in the layer's coordinates, which are the context's user space, as for
/// `render(in:)`. Rectangles given to ``addUpdate(_:)`` join it.
open class CARenderer: NSObject {
    /// The root layer of the tree the renderer draws.
    public var layer: CALayer? {
        didSet { if layer !== oldValue { rendered = nil } }
    }
    /// The part of the layer's coordinate space the renderer draws: the context's extent in
    /// user space when made, clipping every frame.
    public var bounds: CGRect {
        didSet { if bounds != oldValue { rendered = nil } }
    }

    private let context: CGContext
    /// The frame begun, its time and its render tree.
    private var frame: (time: CFTimeInterval, tree: RenderTree?)?
    /// The render tree last drawn (by ``render()`` and ``endFrame()``).
    private var rendered: RenderTree?
    private var updates = CGRect.null
    private var updateRegion = CGRect.null

    /// A renderer drawing into `context`, under its current transform.
    ///
    /// An addition to Core Animation's API: it stands in for `init(mtlTexture:options:)`.
    /// - Parameters:
    ///   - context: Where frames are drawn; its transform at each frame maps the layer's
    ///     coordinates to the output.
    ///   - options: ``kCARendererColorSpace`` is accepted (the output is sRGB).
    public init(context: CGContext, options: [AnyHashable: Any]? = nil) {
        self.context = context
        let device = CGRect(x: 0, y: 0, width: context.width, height: context.height)
        let extent = device.applying(context.deviceTransform.inverted())
        bounds = extent.isFiniteRect ? extent.standardized : .zero
        super.init()
    }

    /// Begins a frame at media time `t`: samples the tree and finds what changed since the
    /// frame last rendered.
    ///
    /// - Parameters:
    ///   - t: The media time of the frame.
    ///   - ts: Not used (Core Video's display time stamp on Apple's platforms).
    open func beginFrame(atTime t: CFTimeInterval, timeStamp ts: UnsafeMutableRawPointer? = nil) {
        LayerTreeLock.withLock {
            guard let layer else {
                frame = (t, nil)
                updateRegion = updates.intersection(bounds)
                return
            }
            layer.commitForFrame()
            let tree = layer.prepareFrame(for: context, atTime: t)
            frame = (t, tree)
            var region = bounds
            if let rendered, let tree {
                region = FrameDamage.region(from: rendered, to: tree)
                // Antialiasing reaches a little past the paint bounds.
                if !region.isNull, !region.isInfinite {
                    let pixel = DeviceMargin.damage / max(CALayer.outputScale(of: context), 0.01)
                    region = region.insetBy(dx: -pixel, dy: -pixel)
                }
            }
            updateRegion = region.union(updates).intersection(bounds)
        }
    }

    /// The bounds of the region the current frame renders: everything that differs from the
    /// frame last rendered, and the rectangles added with ``addUpdate(_:)``; `.null` when
    /// nothing does.
    open func updateBounds() -> CGRect {
        updateRegion.isNull ? .null : updateRegion
    }

    /// Adds `r` (in the layer's coordinates) to the region the current frame renders.
    open func addUpdate(_ r: CGRect) {
        guard r.isFiniteRect, !r.isEmpty else { return }
        updates = updates.union(r)
        if frame != nil { updateRegion = updateRegion.union(r.intersection(bounds)) }
    }

    /// Renders the update region of the current frame into the context: clears it, then draws
    /// the tree clipped to it.
    open func render() {
        guard let frame, !updateRegion.isNull, !updateRegion.isEmpty else { return }
        LayerTreeLock.withLock {
            context.saveGState()
            context.clip(to: updateRegion)
            context.clear(updateRegion)
            if let tree = frame.tree { CALayer.paint(tree, in: context) }
            context.restoreGState()
        }
    }

    /// Ends the frame: what it sampled becomes the frame last rendered.
    open func endFrame() {
        if let frame, let tree = frame.tree { rendered = tree }
        frame = nil
        updates = .null
        updateRegion = .null
    }

    /// When the next frame should be rendered: the current frame's time while an animation
    /// runs or particles fly, the start of the next animation to begin, or `.infinity` when
    /// nothing is scheduled.
    open func nextFrameTime() -> CFTimeInterval {
        guard let layer else { return .infinity }
        let now = frame?.time ?? CACurrentMediaTime()
        return LayerTreeLock.withLock {
            var next = CFTimeInterval.infinity
            var stack = [layer]
            while let current = stack.popLast() {
                stack.append(contentsOf: current.children)
                if let mask = current.maskLayer { stack.append(mask) }
                if let emitter = current as? CAEmitterLayer, emitter.birthRate > 0,
                    !(emitter.emitterCells ?? []).isEmpty
                {
                    return now
                }
                let local = current.convertTime(now, from: nil)
                for entry in current.animationEntries {
                    let animation = entry.animation
                    let time = MediaTiming.elapsedTime(local, animation)
                    if time < 0 {
                        let start = current.convertTime(animation.beginTime, to: nil)
                        if start.isFinite { next = min(next, max(start, now)) }
                    } else if time < MediaTiming.activeDuration(animation) {
                        return now
                    }
                }
            }
            return next
        }
    }
}
