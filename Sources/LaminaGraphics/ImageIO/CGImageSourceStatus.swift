/// How far an image source has read its data.
///
/// Mirrors ImageIO's `CGImageSourceStatus`. Lamina's sources are made from whole data, so a
/// source is `.statusComplete` or reports why it cannot be read.
public enum CGImageSourceStatus: Int32, Sendable {
    /// The data ended before the image did.
    case statusUnexpectedEOF = -5
    /// The data is of a known format but cannot be read (or is larger than Lamina decodes).
    case statusInvalidData = -4
    /// The data is of no format Lamina reads.
    case statusUnknownType = -3
    /// The source is reading the header.
    case statusReadingHeader = -2
    /// The source has not read all of its data.
    case statusIncomplete = -1
    /// The source has read all of its data.
    case statusComplete = 0
}
