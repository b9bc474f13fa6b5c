import LaminaGraphics

/// A layer whose drawn content is made of tiles, each drawn through ``CALayer/draw(in:)``
/// with the context clipped to the tile.
///
/// Mirrors QuartzCore's `CATiledLayer`. On iOS tiles are drawn asynchronously as they come on
/// screen and fade in; Lamina draws every tile of the layer at once, at the output's scale,
/// when the layer displays, so `draw(in:)` sees one call per tile with
/// `ctx.boundingBoxOfClipPath` the tile's rectangle, as it does on iOS. Levels of detail other
/// than the output's own are not drawn (Lamina renders one scale per frame).
open class CATiledLayer: CALayer {
    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { tiledPropertyTable }

    /// The largest tile, in pixels of the backing store. Default: 256 × 256.
    open var tileSize = CGSize(width: 256, height: 256) {
        willSet { layerPropertyWillChange("tileSize") }
        didSet { layerPropertyDidChange("tileSize") }
    }

    /// How many levels of detail the layer keeps (stored). Default: 1.
    open var levelsOfDetail: Int = 1 {
        willSet { layerPropertyWillChange("levelsOfDetail") }
        didSet { layerPropertyDidChange("levelsOfDetail") }
    }

    /// How many of the levels of detail are magnified (stored). Default: 0.
    open var levelsOfDetailBias: Int = 0 {
        willSet { layerPropertyWillChange("levelsOfDetailBias") }
        didSet { layerPropertyDidChange("levelsOfDetailBias") }
    }

    /// How long a newly drawn tile takes to fade in on iOS: 0.25 s. Lamina's tiles appear at
    /// once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Creates a tiled layer with default properties.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (for presentation layers).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Creates a tiled layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tiles covering `bounds` when the backing store has `scale` pixels per point, in the
    /// layer's coordinates, row by row.
    package func tiles(scale: CGFloat) -> [CGRect] {
        let width = tileSize.width.isFinite && tileSize.width >= 1 ? tileSize.width : 256
        let height = tileSize.height.isFinite && tileSize.height >= 1 ? tileSize.height : 256
        let tile = CGSize(width: width / scale, height: height / scale)
        let area = bounds.standardized
        guard area.width > 0, area.height > 0, tile.width > 0, tile.height > 0 else { return [] }
        let columns = Int((area.width / tile.width).rounded(.up))
        let rows = Int((area.height / tile.height).rounded(.up))
        guard columns * rows <= 1_000_000 else { return [area] }
        var result: [CGRect] = []
        result.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let rect = CGRect(
                    x: area.minX + CGFloat(column) * tile.width, y: area.minY + CGFloat(row) * tile.height,
                    width: tile.width, height: tile.height)
                result.append(rect.intersection(area))
            }
        }
        return result
    }
}

extension CATiledLayer {
    /// `CATiledLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let tiledPropertyTable = LayerPropertyTable(
        CATiledLayer.self, extending: CALayer.ownPropertyTable,
        [
            .make("tileSize", \CATiledLayer.tileSize, CGSize(width: 256, height: 256)) {
                $1.tileSize = $0.tileSize
            },
            .make("levelsOfDetail", \CATiledLayer.levelsOfDetail, 1) {
                $1.levelsOfDetail = $0.levelsOfDetail
            },
            .make("levelsOfDetailBias", \CATiledLayer.levelsOfDetailBias, 0) {
                $1.levelsOfDetailBias = $0.levelsOfDetailBias
            },
        ], makeCopy: { CATiledLayer(layer: $0) })
}
