import Foundation

/// A function CoreGraphics calls to draw one cell of a pattern: the pattern's `info` and a
/// context whose user space is the pattern space.
///
/// Mirrors CoreGraphics's `CGPatternDrawPatternCallback`, as a Swift function type rather than
/// a C function pointer (`CGContext` is a Swift class, which C cannot take): the closures and
/// functions code passes to CoreGraphics's work unchanged.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void

/// A function CoreGraphics calls with a pattern's `info` when the pattern is freed.
///
/// Mirrors CoreGraphics's `CGPatternReleaseInfoCallback`.
public typealias CGPatternReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a ``CGPattern``.
///
/// Mirrors CoreGraphics's `CGPatternCallbacks` structure.
public struct CGPatternCallbacks {
    /// The version of the structure: 0.
    public var version: UInt32
    /// Draws one cell of the pattern.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Called with `info` when the pattern is freed; may be `nil`.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Creates callbacks whose fields are all zero, as the imported C structure is.
    public init() {
        self.init(version: 0, drawPattern: nil, releaseInfo: nil)
    }

    /// Creates callbacks from their fields.
    public init(
        version: UInt32, drawPattern: CGPatternDrawPatternCallback?,
        releaseInfo: CGPatternReleaseInfoCallback?
    ) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How a pattern's cells are adjusted to device pixels.
///
/// Mirrors CoreGraphics's `CGPatternTiling`. Lamina tiles every pattern with constant spacing
/// and without distorting the cell, whatever the value: cells are exactly `xStep` and `yStep`
/// apart.
public enum CGPatternTiling: Int32, Sendable {
    /// Cells are not distorted; the spacing may vary by up to a device pixel.
    case noDistortion = 0
    /// Constant spacing, with the cell distorted by at most a device pixel.
    case constantSpacingMinimalDistortion = 1
    /// Constant spacing, with the cell distorted as needed (faster tiling).
    case constantSpacing = 2
}

/// A 2D pattern to be used for drawing graphics paths.
///
/// Mirrors CoreGraphics's `CGPattern`. A pattern paints through a color in a pattern color
/// space (``CGColor/init(patternSpace:pattern:components:)``,
/// ``CGContext/setFillPattern(_:colorComponents:)``). Its cell is drawn once, the first time
/// the pattern is painted, through the `drawPattern` callback into a Cairo recording surface,
/// and replayed from there: in PDF and SVG output the pattern stays vector, in bitmaps each
/// tile is rasterized at the device resolution of the paint.
public final class CGPattern: @unchecked Sendable {
    private let info: UnsafeMutableRawPointer?
    /// The cell's bounding box in pattern space; drawing is clipped to it.
    package let bounds: CGRect
    /// Pattern space to the context's default user space (base space).
    package let matrix: CGAffineTransform
    /// The distance between cells along pattern space's x axis (positive).
    package let xStep: CGFloat
    /// The distance between cells along pattern space's y axis (positive).
    package let yStep: CGFloat
    /// Whether the cell paints its own colors (otherwise a color's components tint it).
    package let isColored: Bool
    private let drawPattern: CGPatternDrawPatternCallback
    private let releaseInfo: CGPatternReleaseInfoCallback?
    private let lock = NSRecursiveLock()
    private var recordedCell: CairoSurface?
    private var isRecording = false

    /// Creates a pattern, or returns `nil` when the callbacks have no `drawPattern` function,
    /// a value is not finite, `bounds` is empty, or a step is zero.
    ///
    /// - Parameters:
    ///   - info: Passed to the callbacks; it must stay valid until `releaseInfo` is called.
    ///   - bounds: The cell's bounding box in pattern space; the cell's drawing is clipped to
    ///     it.
    ///   - matrix: Maps pattern space to the default user space of the context painted in (not
    ///     the current user space: the CTM does not move patterns, as in CoreGraphics).
    ///   - xStep: The horizontal distance between cells, in pattern space.
    ///   - yStep: The vertical distance between cells, in pattern space.
    ///   - tiling: How cells meet device pixels; see ``CGPatternTiling``.
    ///   - isColored: Whether the cell draws its own colors (`true`) or is a stencil painted
    ///     with the color's components (`false`).
    ///   - callbacks: The drawing and release callbacks; copied.
    public init?(
        info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
        yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>
    ) {
        let bounds = bounds.standardized
        guard let drawPattern = callbacks.pointee.drawPattern, bounds.isFiniteRect, !bounds.isEmpty,
            matrix.isFinite, xStep.isFinite, yStep.isFinite, xStep != 0, yStep != 0
        else { return nil }
        self.info = info
        self.bounds = bounds
        self.matrix = matrix
        self.xStep = abs(xStep)
        self.yStep = abs(yStep)
        self.isColored = isColored
        self.drawPattern = drawPattern
        self.releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit {
        releaseInfo?(info)
    }

    /// The cell as drawn by the callback, recorded over `bounds` (surface coordinates are
    /// pattern coordinates less the bounds' origin); drawn on first use.
    package func cell() throws -> CairoSurface {
        lock.lock()
        defer { lock.unlock() }
        if let recordedCell { return recordedCell }
        guard !isRecording else {
            throw GraphicsError(
                code: .invalidArgument, operation: "CGPattern",
                detail: "the pattern's cell paints with the pattern")
        }
        isRecording = true
        defer { isRecording = false }
        let surface = try CairoSurface.recording(extents: CGRect(origin: .zero, size: bounds.size))
        let context = try CGContext.makeContext(
            recordingOn: surface, size: bounds.size,
            userToDevice: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        context.clip(to: bounds)
        drawPattern(info, context)
        try context.checkStatus()
        recordedCell = surface
        return surface
    }
}
