import CLamina
import LaminaGraphics

extension LayerRenderer {
    /// The times of `count` frames evenly spaced from `start` to `end`, both included.
    ///
    /// An addition to Core Animation's API.
    public static func frameTimes(from start: CFTimeInterval, to end: CFTimeInterval, count: Int)
        -> [CFTimeInterval]
    {
        guard count > 1 else { return [start] }
        return (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
    }

    /// Renders `layer` at each of `times` and lays the frames out in a grid, left to right and
    /// top to bottom, with `spacing` points between them.
    ///
    /// An addition to Core Animation's API, for looking at an animation in one picture. Frames
    /// are rendered in increasing time (rendering at a time advances the animations).
    /// - Throws: ``Error`` when a frame or the sheet cannot be rendered.
    public func contactSheet(
        of layer: CALayer, atTimes times: [CFTimeInterval], columns: Int = 4, spacing: CGFloat = 8
    ) throws -> CGImage {
        let frames = try times.sorted().map { try image(of: layer, atTime: $0) }
        guard let first = frames.first else { throw Error.emptyBounds(.zero) }
        let columns = max(1, min(columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let gap = Int((spacing * scale).rounded())
        let width = columns * first.width + (columns + 1) * gap
        let height = rows * first.height + (rows + 1) * gap
        guard width <= CairoSurface.maximumDimension, height <= CairoSurface.maximumDimension,
            width * height <= LayerRenderer.maximumPixelCount
        else { throw Error.imageTooLarge(width: width, height: height) }
        do {
            let sheet = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
            let context = try CairoContext(target: sheet)
            if let backgroundColor {
                context.setSource(backgroundColor)
                cairo_paint(context.pointer)
            }
            for (index, frame) in frames.enumerated() {
                let x = gap + (index % columns) * (first.width + gap)
                let y = gap + (index / columns) * (first.height + gap)
                cairo_set_source_surface(context.pointer, frame.surface.pointer, Double(x), Double(y))
                cairo_paint(context.pointer)
            }
            try context.check("drawing a contact sheet")
            cairo_surface_flush(sheet.pointer)
            return CGImage(surface: sheet)
        } catch let error as GraphicsError {
            throw Error.cairo(error)
        }
    }

    /// Renders `layer` at each of `times` into an animated PNG (APNG) that loops forever, each
    /// frame shown for `frameDuration` seconds.
    ///
    /// An addition to Core Animation's API.
    /// - Throws: ``Error`` when a frame cannot be rendered or encoded.
    public func animatedPNGData(
        of layer: CALayer, atTimes times: [CFTimeInterval], frameDuration: CFTimeInterval
    ) throws -> Data {
        let frames = try times.sorted().map { try pngData(of: layer, atTime: $0) }
        do {
            return try AnimatedPNG.data(frames: frames, delay: frameDuration)
        } catch let error as GraphicsError {
            throw Error.cairo(error)
        }
    }

    /// Writes an animated PNG atomically; see ``animatedPNGData(of:atTimes:frameDuration:)``.
    ///
    /// - Throws: ``Error`` when rendering fails or the file cannot be written.
    public func writeAnimatedPNG(
        of layer: CALayer, atTimes times: [CFTimeInterval], frameDuration: CFTimeInterval, to url: URL
    ) throws {
        let data = try animatedPNGData(of: layer, atTimes: times, frameDuration: frameDuration)
        do {
            try FileOutput.write(data, to: url)
        } catch let error as GraphicsError {
            throw Error.unwritable(url, error.detail)
        }
    }
}
