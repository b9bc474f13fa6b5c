import LaminaGraphics

/// A layer that shows a part of its content by moving its bounds origin.
///
/// Mirrors QuartzCore's `CAScrollLayer`: scrolling changes `bounds.origin`, so the sublayers
/// move the other way; `scrollMode` limits the directions.
open class CAScrollLayer: CALayer {
    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { scrollPropertyTable }

    /// The directions the layer may scroll. Default: `.both`.
    open var scrollMode: CAScrollLayerScrollMode = .both {
        willSet { layerPropertyWillChange("scrollMode") }
        didSet { layerPropertyDidChange("scrollMode") }
    }

    /// Creates a scroll layer with default properties.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties, the scroll mode included.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Creates a scroll layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Scrolls so that `p` is the bounds origin, in the directions ``scrollMode`` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls the least distance that makes `r` visible, in the directions ``scrollMode``
    /// allows.
    open func scroll(to r: CGRect) {
        var origin = bounds.origin
        let size = bounds.size
        if r.minX < origin.x {
            origin.x = r.minX
        } else if r.maxX > origin.x + size.width {
            origin.x = r.maxX - size.width
        }
        if r.minY < origin.y {
            origin.y = r.minY
        } else if r.maxY > origin.y + size.height {
            origin.y = r.maxY - size.height
        }
        scroll(to: origin)
    }
}

extension CALayer {
    /// Scrolls the nearest `CAScrollLayer` ancestor so that `p`, in this layer's coordinates, is
    /// its bounds origin.
    public func scroll(_ p: CGPoint) {
        guard let scroller = nearestScrollLayer else { return }
        scroller.scroll(to: convert(p, to: scroller))
    }

    /// Scrolls the nearest `CAScrollLayer` ancestor so that `r`, in this layer's coordinates,
    /// is visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = nearestScrollLayer else { return }
        scroller.scroll(to: convert(r, to: scroller))
    }

    /// The part of the layer visible through its nearest `CAScrollLayer` ancestor, in its own
    /// coordinates; `.zero` when there is none.
    public var visibleRect: CGRect {
        guard let scroller = nearestScrollLayer else { return bounds }
        return convert(scroller.bounds, from: scroller).intersection(bounds)
    }

    private var nearestScrollLayer: CAScrollLayer? {
        var current = parent
        while let layer = current {
            if let scroller = layer as? CAScrollLayer { return scroller }
            current = layer.parent
        }
        return nil
    }
}

extension CAScrollLayer {
    /// `CAScrollLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let scrollPropertyTable = LayerPropertyTable(
        CAScrollLayer.self, extending: CALayer.ownPropertyTable,
        [
            .make("scrollMode", \CAScrollLayer.scrollMode, .both) { $1.scrollMode = $0.scrollMode }
        ], makeCopy: { CAScrollLayer(layer: $0) })
}
