/// How an image's stored pixels are turned for display: TIFF's and EXIF's orientation values.
///
/// Mirrors ImageIO's `CGImagePropertyOrientation`. The value of
/// ``kCGImagePropertyOrientation`` in an image's properties is one of these raw values.
public enum CGImagePropertyOrientation: UInt32, Sendable {
    /// The stored pixels are upright.
    case up = 1
    /// The stored pixels are mirrored left to right.
    case upMirrored = 2
    /// The stored pixels are turned 180°.
    case down = 3
    /// The stored pixels are mirrored top to bottom.
    case downMirrored = 4
    /// The stored pixels are mirrored along the main diagonal (turned 90° counterclockwise and
    /// mirrored).
    case leftMirrored = 5
    /// The stored pixels must turn 90° clockwise to be upright.
    case right = 6
    /// The stored pixels are mirrored along the other diagonal (turned 90° clockwise and
    /// mirrored).
    case rightMirrored = 7
    /// The stored pixels must turn 90° counterclockwise to be upright.
    case left = 8
}
