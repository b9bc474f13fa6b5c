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
    /// top to bottom in the order of `times`, with `spacing` points between them.
    ///
    /// An addition to Core Animation's API, for looking at an animation in one picture. Every
    /// frame samples the same tree (the times may come in any order) without changing it:
    /// call `advanceAnimations(to:)` to finish the animations.
    ///
    /// The sheet's size is checked against ``maximumPixelCount`` and Cairo's largest side
    /// after the first frame, before the sheet is made; each later frame is drawn into the
    /// sheet as soon as it is rendered, so one frame is held at a time.
    /// - Throws: ``Error`` when a frame or the sheet cannot be rendered.
    public func contactSheet(
        of layer: CALayer, atTimes times: [CFTimeInterval], columns: Int = 4, spacing: CGFloat = 8
    ) throws -> CGImage {
        guard let firstTime = times.first else { throw Error.emptyBounds(.zero) }
        let sequence = frameSequence(of: layer)
        let first = try sequence.image(atTime: firstTime)
        let columns = max(1, min(columns, times.count))
        let rows = (times.count + columns - 1) / columns
        let gapPixels = spacing * scale
        let gap =
            gapPixels.isFinite
            ? Int(max(0, min(gapPixels, CGFloat(CairoSurface.maximumDimension))).rounded()) : 0
        // Sizes in floating point first: a count of frames must not overflow an Int.
        let width = Double(columns) * Double(first.width) + Double(columns + 1) * Double(gap)
        let height = Double(rows) * Double(first.height) + Double(rows + 1) * Double(gap)
        guard width <= Double(CairoSurface.maximumDimension), height <= Double(CairoSurface.maximumDimension),
            width * height <= Double(LayerRenderer.maximumPixelCount)
        else { throw Error.imageTooLarge(width: Int(min(width, 1e15)), height: Int(min(height, 1e15))) }
        do {
            let sheet = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: Int(width), height: Int(height))
            let context = try CairoContext(target: sheet)
            if let backgroundColor {
                context.setSource(backgroundColor)
                cairo_paint(context.pointer)
            }
            for (index, time) in times.enumerated() {
                let frame = index == 0 ? first : try sequence.image(atTime: time)
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

    /// Renders `layer` at each of `times` into an animated PNG (APNG), one frame per time in
    /// the order given, each shown for `frameDuration` seconds.
    ///
    /// An addition to Core Animation's API. The frames sample the same tree, as
    /// ``contactSheet(of:atTimes:columns:spacing:)``'s do. The delay is stored as the closest
    /// fraction the format holds (numerator and denominator up to 65,535), so 1/30 s stays
    /// exact. Each frame is compressed as soon as it is rendered, so memory holds two frames
    /// and the file, whatever the count; at most `LaminaLimits.framesPerExport` frames.
    /// - Parameters:
    ///   - layer: The layer to render, over its bounds.
    ///   - times: The media times of the frames, in playing order.
    ///   - frameDuration: How long each frame shows, in seconds (positive, at most 65,535).
    ///   - loopCount: How many times the animation plays; 0 (the default) loops forever.
    /// - Returns: The APNG file's bytes.
    /// - Throws: ``Error`` when a frame cannot be rendered or encoded, or the duration or loop
    ///   count is out of range.
    public func animatedPNGData(
        of layer: CALayer, atTimes times: [CFTimeInterval], frameDuration: CFTimeInterval, loopCount: Int = 0
    ) throws -> Data {
        try encodeAnimation(
            AnimatedPNG.self, of: layer, atTimes: times, frameDuration: frameDuration, loopCount: loopCount,
            format: "animated PNG")
    }

    /// Writes an animated PNG atomically; see
    /// ``animatedPNGData(of:atTimes:frameDuration:loopCount:)``.
    ///
    /// - Throws: ``Error`` when rendering fails or the file cannot be written.
    public func writeAnimatedPNG(
        of layer: CALayer, atTimes times: [CFTimeInterval], frameDuration: CFTimeInterval, loopCount: Int = 0,
        to url: URL
    ) throws {
        try writeAtomically(
            animatedPNGData(of: layer, atTimes: times, frameDuration: frameDuration, loopCount: loopCount),
            to: url)
    }
}
