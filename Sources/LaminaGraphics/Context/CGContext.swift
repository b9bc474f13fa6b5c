import CLamina
import Foundation

/// A Quartz 2D drawing destination: a bitmap, a PDF document or (an addition) an SVG document.
///
/// Mirrors CoreGraphics's `CGContext`, drawn through Cairo. As on Apple's platforms, a context
/// made with CoreGraphics's own initializers starts with a y-up user space whose origin is the
/// bottom-left corner; ``makeImageContext(size:scale:)`` makes a y-down one, like the contexts
/// UIKit and the layer system hand to drawing code.
///
/// Coordinates that are not finite are ignored, and a transform that cannot be inverted
/// makes drawing a no-op until it is restored, so a Cairo context never enters its sticky
/// error state through a drawing call.
public final class CGContext {
    /// What the context draws on.
    package enum Kind {
        case bitmap(BitmapStorage)
        case document(DocumentStorage)
        /// An image surface owned by the caller, drawn on directly (renderers' own canvases).
        case surface(CairoSurface)
    }

    /// The Cairo context; every Cairo call of the context goes through it.
    package let cairo: CairoContext
    package let kind: Kind
    /// CoreGraphics device space (y-up) to Cairo device space (y-down).
    package internal(set) var deviceFlip: CGAffineTransform
    /// The size of the drawing area in Cairo device units.
    package internal(set) var deviceSize: CGSize
    /// The transform from base space (where shadows are specified) to CoreGraphics device space.
    package internal(set) var baseCTM: CGAffineTransform
    /// The pixels per device unit at which blurs are rasterized (above 1 for vector output).
    package let rasterScale: CGFloat

    var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    /// The current path, in Cairo device space: CoreGraphics transforms points as they are added.
    var devicePath = CGMutablePath()
    /// The open transparency layers: the state to composite with and the save depth.
    var transparencyLayers: [(state: GraphicsState, depth: Int)] = []
    /// The settings that, as CoreGraphics documents, are not part of the graphics state:
    /// saving and restoring leave them alone.
    var parameters = ContextParameters()

    package init(
        cairo: CairoContext, kind: Kind, deviceSize: CGSize, initialCTM: CGAffineTransform,
        rasterScale: CGFloat
    ) {
        self.cairo = cairo
        self.kind = kind
        self.deviceSize = deviceSize
        self.deviceFlip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: deviceSize.height)
        self.baseCTM = initialCTM
        self.rasterScale = rasterScale
        self.state = GraphicsState(ctm: initialCTM)
        applyMatrix()
        cairo_set_line_width(cairo.pointer, 1)
    }

    deinit {
        // As in CoreGraphics, releasing an unclosed PDF or SVG context closes the document.
        if case .document(let document) = kind, !document.isClosed {
            try? finishDocument()
        }
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colors, line and shadow settings).
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo.pointer)
    }

    /// Restores the most recently saved graphics state; does nothing when none was saved.
    public func restoreGState() {
        let floor = transparencyLayers.last?.depth ?? 0
        guard savedStates.count > floor, let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cairo.pointer)
    }

    /// The number of saved graphics states.
    package var gStateDepth: Int { savedStates.count }

    /// Restores saved states until `depth` remain.
    package func restoreGState(toDepth depth: Int) {
        while savedStates.count > depth {
            state = savedStates.removeLast()
            cairo_restore(cairo.pointer)
        }
    }

    /// Runs `body` between ``saveGState()`` and a restore to the same depth.
    ///
    /// An addition to CoreGraphics's API: the state is restored even if `body` leaves extra
    /// states saved or throws.
    public func withSavedGState<Result>(_ body: () throws -> Result) rethrows -> Result {
        let depth = savedStates.count
        saveGState()
        defer { restoreGState(toDepth: depth) }
        return try body()
    }

    // MARK: The current transformation matrix

    /// The current transformation matrix: user space to device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The transform from user space to Cairo's device space.
    package var deviceTransform: CGAffineTransform { state.ctm.concatenating(deviceFlip) }

    /// Whether drawing is possible: the CTM is finite and invertible.
    package var canDraw: Bool { deviceTransform.isInvertible }

    /// Pushes the CTM to Cairo, unless it cannot be inverted (then drawing is skipped).
    func applyMatrix() {
        let device = deviceTransform
        if device.isInvertible { cairo.setMatrix(device) }
    }

    /// Prepends `transform` to the CTM: points are mapped by `transform`, then by the old CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.isFinite else { return }
        state.ctm = transform.concatenating(state.ctm)
        applyMatrix()
    }

    /// Moves the origin of user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (counterclockwise in a y-up space).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// The affine transform that maps user space to device space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Maps a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    /// Maps a size from user space to device space (the linear part of the CTM).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }

    /// Maps a size from device space to user space (the linear part of the inverse CTM).
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }

    /// Maps a rectangle from user space to device space (its bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

    /// Maps a rectangle from device space to user space (its bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Drawing attributes

    /// Sets the color used to fill.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the color used to stroke.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the line width, in user space; 0 draws the thinnest visible line. Negative and
    /// non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.lineWidth = width
    }

    /// Sets the style of line ends.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets the style of line joins.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the miter limit: joins whose miter is longer than `limit` line widths are beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else { return }
        state.miterLimit = limit
    }

    /// Sets the dash pattern: alternating painted and unpainted lengths, starting `phase` into
    /// the pattern. An empty pattern (or one of zeros) strokes solid lines; a pattern with a
    /// negative or non-finite length is ignored.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
        state.dashPhase = phase
        state.dashLengths = lengths.contains { $0 > 0 } ? lengths : []
    }

    /// Sets the global alpha, multiplied into everything drawn; clamped to 0…1.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        state.alpha = max(0, min(1, alpha))
    }

    /// Sets how painted colors combine with the context's colors.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Turns antialiasing on or off; a graphics state parameter, on by default.
    ///
    /// Edges are antialiased when this and ``setAllowsAntialiasing(_:)`` are both true.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Allows or forbids antialiasing; not part of the graphics state (saving and restoring
    /// leave it alone), allowed by default.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        parameters.allowsAntialiasing = allowsAntialiasing
    }

    /// The Cairo antialiasing mode of the state and parameters.
    package var cairoAntialias: cairo_antialias_t {
        state.shouldAntialias && parameters.allowsAntialiasing
            ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE
    }

    /// Sets the accuracy of curves, in device pixels (Cairo's tolerance).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        state.flatness = flatness
    }

    /// Sets the rendering intent, a graphics state parameter (kept; Lamina converts colors to
    /// sRGB colorimetrically whatever the intent).
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) { state.renderingIntent = intent }

    /// The quality of image interpolation.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets a shadow drawn with everything painted after it, in black at one-third alpha.
    ///
    /// `offset` and `blur` are in base space, as in CoreGraphics: not affected by the CTM.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Sets a shadow drawn with everything painted after it; a `nil` color turns shadows off.
    ///
    /// `offset` and `blur` are in base space, as in CoreGraphics: not affected by the CTM. The
    /// blur is Gaussian with a standard deviation of half `blur`.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(0, blur), color: color)
    }

    /// Forces all pending drawing to the destination: for a bitmap context, into the pixel
    /// buffer it was made with.
    ///
    /// Lamina draws synchronously and copies pixels back after each operation, so this only
    /// flushes Cairo's surface.
    public func flush() {
        cairo.flushTarget()
        didDraw()
    }

    /// Marks the context for update; drawing happens at once in Lamina, so this does nothing.
    public func synchronize() {}

    /// The context's drawing status: throws when Cairo has entered an error state.
    ///
    /// An addition to CoreGraphics's API.
    /// - Throws: ``GraphicsError`` with Cairo's status.
    public func checkStatus() throws {
        try cairo.check("drawing")
    }
}

extension CGContext {
    /// Whether the context draws a PDF or SVG document (where groups stay vector).
    package var isVectorTarget: Bool {
        if case .document = kind { return true }
        return false
    }
}
