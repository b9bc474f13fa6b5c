import CLamina
import LaminaGraphics

/// Renders layer trees to images, PNG, PDF and SVG.
///
/// An addition to Core Animation's API. The output covers the layer's `bounds`: its origin is
/// the top-left pixel, and a bitmap is `ceil(bounds.size × scale)` pixels. PDF and SVG are one
/// page the size of the bounds in points, and vector: shapes, gradients and borders stay
/// paths and gradients; only blurs (shadows), perspective warps, colored replicator tints and
/// images are bitmaps.
///
/// ```swift
/// let renderer = LayerRenderer(scale: 2, backgroundColor: CGColor(gray: 1, alpha: 1))
/// try renderer.writePNG(of: root, to: URL(fileURLWithPath: "card.png"))
/// ```
public struct LayerRenderer: Sendable {
    /// Pixels per point. Default: 1.
    public var scale: CGFloat
    /// The color under the layer; `nil` leaves the output transparent. Default: `nil`.
    public var backgroundColor: CGColor?
    /// How many threads paint a bitmap at most: the image is cut into horizontal bands painted
    /// at once, each byte for byte what one thread paints there. 1 paints on the calling thread
    /// alone. PDF and SVG are always written by one thread. Default: the number of active
    /// processor cores.
    public var maximumConcurrency: Int

    /// The largest bitmap a renderer makes: 32,767 pixels on a side (Cairo's limit) and
    /// 268,435,456 pixels (1 GiB of RGBA) in all.
    public static let maximumPixelCount = LaminaLimits.imagePixelCount

    /// Creates a renderer.
    public init(
        scale: CGFloat = 1, backgroundColor: CGColor? = nil,
        maximumConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.maximumConcurrency = maximumConcurrency
    }

    /// Renders `layer` and its subtree into an image.
    ///
    /// - Parameters:
    ///   - layer: the layer to render, over its bounds.
    ///   - time: `nil` for the model values (as `render(in:)`), or a media time for the
    ///     presentation at that time.
    /// - Returns: an image of `ceil(bounds.size × scale)` pixels, premultiplied ARGB in sRGB.
    /// - Throws: ``Error`` when the size is empty, too large or the scale is invalid.
    public func image(of layer: CALayer, atTime time: CFTimeInterval? = nil) throws -> CGImage {
        // The whole frame holds the tree lock: changes on other threads wait, and the frame
        // shows the tree before or after each of them.
        LayerTreeLock.lock()
        defer { LayerTreeLock.unlock() }
        let (width, height) = try pixelSize(of: layer)
        // One surface, drawn on and then handed to the image without a copy.
        let surface: CairoSurface
        do {
            surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
            let context = try CGContext.makeContext(drawingOn: surface, scale: scale)
            try draw(layer, into: context, atTime: time, concurrency: maximumConcurrency)
        } catch let error as GraphicsError {
            throw Error.cairo(error)
        }
        cairo_surface_flush(surface.pointer)
        return CGImage(surface: surface)
    }

    /// Renders `layer` to PNG data; see ``image(of:atTime:)``.
    ///
    /// - Throws: ``Error`` when rendering or encoding fails.
    public func pngData(of layer: CALayer, atTime time: CFTimeInterval? = nil) throws -> Data {
        do {
            return try image(of: layer, atTime: time).pngData()
        } catch let error as GraphicsError {
            throw Error.cairo(error)
        }
    }

    /// Renders `layer` to a PNG file, atomically: a failure leaves no partial file and never
    /// replaces an existing one.
    ///
    /// - Throws: ``Error`` when rendering fails or the file cannot be written.
    public func writePNG(of layer: CALayer, to url: URL, atTime time: CFTimeInterval? = nil) throws {
        let data = try pngData(of: layer, atTime: time)
        try write(data, to: url)
    }

    /// Renders `layer` to a one-page vector PDF the size of its bounds, atomically.
    ///
    /// - Throws: ``Error`` when rendering fails or the file cannot be written.
    public func writePDF(of layer: CALayer, to url: URL, atTime time: CFTimeInterval? = nil) throws {
        try writeDocument(.pdf, of: layer, to: url, atTime: time)
    }

    /// Renders `layer` to the bytes of a one-page vector PDF the size of its bounds; see
    /// ``writePDF(of:to:atTime:)``.
    ///
    /// - Throws: ``Error`` when the bounds are empty or rendering fails.
    public func pdfData(of layer: CALayer, atTime time: CFTimeInterval? = nil) throws -> Data {
        try documentData(.pdf, of: layer, atTime: time)
    }

    /// Renders `layer` to the text of a vector SVG document the size of its bounds; see
    /// ``writeSVG(of:to:atTime:)``.
    ///
    /// - Throws: ``Error`` when the bounds are empty or rendering fails.
    public func svgData(of layer: CALayer, atTime time: CFTimeInterval? = nil) throws -> Data {
        try documentData(.svg, of: layer, atTime: time)
    }

    /// Renders `layer` to a vector SVG document the size of its bounds, atomically.
    ///
    /// - Throws: ``Error`` when rendering fails or the file cannot be written.
    public func writeSVG(of layer: CALayer, to url: URL, atTime time: CFTimeInterval? = nil) throws {
        try writeDocument(.svg, of: layer, to: url, atTime: time)
    }

    // MARK: Implementation

    package func pixelSize(of layer: CALayer) throws -> (Int, Int) {
        guard scale.isFinite, scale > 0 else { throw Error.invalidScale(scale) }
        let size = layer.bounds.size
        guard size.isFinite else { throw Error.emptyBounds(size) }
        guard size.width > 0, size.height > 0 else { throw Error.emptyBounds(size) }
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        guard width <= CGFloat(CairoSurface.maximumDimension),
            height <= CGFloat(CairoSurface.maximumDimension),
            width * height <= CGFloat(LayerRenderer.maximumPixelCount)
        else {
            throw Error.imageTooLarge(width: Int(min(width, 1e12)), height: Int(min(height, 1e12)))
        }
        return (Int(width), Int(height))
    }

    /// Draws the background and the layer into a fresh y-down context of the layer's bounds.
    private func draw(
        _ layer: CALayer, into context: CGContext, atTime time: CFTimeInterval?, concurrency: Int = 1
    ) throws {
        // Rendering lays out, then commits the pending transaction (as a Core Animation commit
        // does); at a time, the presentation is drawn. Sampling never changes the tree's
        // animations: `advanceAnimations(to:)` finishes them.
        layer.commitForFrame()
        let bounds = RenderTree.Builder.resolve(layer, at: time).bounds
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if let backgroundColor {
            context.setFillColor(backgroundColor)
            context.fill(bounds)
        }
        layer.render(in: context, atTime: time, concurrency: concurrency)
        do {
            try context.checkStatus()
        } catch let error as GraphicsError {
            throw Error.cairo(error)
        }
    }

    private func writeDocument(
        _ format: DocumentStorage.Format, of layer: CALayer, to url: URL, atTime time: CFTimeInterval?
    ) throws {
        try write(try documentData(format, of: layer, atTime: time), to: url)
    }

    /// The bytes of a one-page PDF or SVG document of the layer.
    private func documentData(
        _ format: DocumentStorage.Format, of layer: CALayer, atTime time: CFTimeInterval?
    )
        throws -> Data
    {
        LayerTreeLock.lock()
        defer { LayerTreeLock.unlock() }
        let size = layer.bounds.size
        guard size.width > 0, size.height > 0, size.isFinite else { throw Error.emptyBounds(size) }
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else {
            throw Error.cairo(GraphicsError(code: .io, operation: "document", detail: "no data consumer"))
        }
        do {
            let context = try CGContext.makeDocumentContext(format: format, consumer: consumer, size: size)
            try draw(layer, into: context, atTime: time)
            try context.finishDocument()
        } catch let error as GraphicsError {
            throw Error.cairo(error)
        }
        return data as Data
    }

    private func write(_ data: Data, to url: URL) throws {
        do {
            try FileOutput.write(data, to: url)
        } catch let error as GraphicsError {
            throw Error.unwritable(url, error.detail)
        }
    }
}

extension LayerRenderer {
    /// Why a render failed.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The scale is zero, negative or not finite.
        case invalidScale(CGFloat)
        /// The layer's bounds have no area (or are not finite): there is nothing to render.
        case emptyBounds(CGSize)
        /// The bitmap would exceed ``LayerRenderer/maximumPixelCount`` or 32,767 pixels on a side.
        case imageTooLarge(width: Int, height: Int)
        /// Cairo failed; the error carries its status.
        case cairo(GraphicsError)
        /// The file could not be written; nothing was written or replaced.
        case unwritable(URL, String)

        /// What went wrong, in a sentence.
        public var description: String {
            switch self {
            case .invalidScale(let scale):
                return "LayerRenderer: the scale \(scale) is not a positive finite number"
            case .emptyBounds(let size):
                return
                    "LayerRenderer: the layer's bounds (\(size.width) × \(size.height)) have no area to render"
            case .imageTooLarge(let width, let height):
                return "LayerRenderer: an image of \(width) × \(height) pixels exceeds the limit of "
                    + "\(CairoSurface.maximumDimension) pixels a side and \(LayerRenderer.maximumPixelCount) pixels"
            case .cairo(let error):
                return "LayerRenderer: \(error)"
            case .unwritable(let url, let reason):
                return "LayerRenderer: cannot write \(url.path): \(reason)"
            }
        }
    }
}
