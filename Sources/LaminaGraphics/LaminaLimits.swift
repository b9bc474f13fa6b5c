/// The limits Lamina works within, in one place: each is checked before anything of that size
/// is allocated, and input beyond it is refused with an error (or, where the API cannot fail,
/// drawn up to the limit) instead of exhausting memory.
///
/// An addition to Apple's API: CoreGraphics and Core Animation have limits of their own that
/// they do not document. The functions each limit bounds name it in their reference.
public enum LaminaLimits {
    /// The most pixels an image, bitmap context, rendered frame or decoded file has on a side:
    /// 32,767, Cairo's largest surface.
    public static let imageDimension = 32_767

    /// The most pixels an image, bitmap context, rendered frame or decoded file has in all:
    /// 268,435,456 (2²⁸, 1 GiB at four bytes a pixel).
    public static let imagePixelCount = 268_435_456

    /// The most frames one animation export (an animated PNG, a contact sheet) holds: 100,000.
    /// Exports stream their frames, so memory does not grow with the count.
    public static let framesPerExport = 100_000

    /// The most particles one emitter layer has alive at once: 50,000. Beyond it, the oldest
    /// are not drawn.
    public static let particlesPerEmitter = 50_000

    /// The most copies a replicator layer draws of its sublayers: 100,000.
    public static let replicatorInstances = 100_000

    /// The most combining marks drawn on one character in a row: 64. Text carrying more
    /// ("zalgo" text) is laid out with the marks past the limit as zero-width spaces, so that
    /// shaping stays linear in the text's length; indices into the string keep their meaning.
    public static let combiningMarksPerCharacter = 64

    /// How deep dynamic colours (`UIColor(dynamicProvider:)`) may resolve one another on one
    /// thread: 64. Deeper, the provider is taken to return or resolve its own colour, and
    /// `resolvedColor(with:)` stops with a message saying so instead of overflowing the stack.
    public static let dynamicColorDepth = 64

    /// The most commands SVG path data (`CGPath(svgPathData:)`) holds: 100,000. Filling a
    /// path whose edges cross one another densely takes time that grows with the square of
    /// the edges crossing each row (Cairo keeps them in order by insertion): 100,000 random
    /// curves across 400 points take about a minute. Strokes of long paths are drawn in
    /// pieces, in time that grows with their length.
    public static let pathElements = 100_000

    /// The most dash lengths a dash pattern takes: 1,000,000.
    public static let dashLengths = 1_000_000

    /// The largest ICC profile read, from data (`CGColorSpace(iccData:)`) or embedded in an
    /// image file: 4 MiB. Display and printer profiles are a few kilobytes to a megabyte.
    public static let iccProfileBytes = 4 << 20
}
