import Foundation

/// The byte order of an image's pixels, the ``CGBitmapInfo/byteOrderMask`` bits of its
/// bitmap information.
///
/// Mirrors CoreGraphics's `CGImageByteOrderInfo`.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The bits that hold the byte order.
    case orderMask = 0x7000
    /// The default byte order: components in the order their names give.
    case orderDefault = 0
    /// 16-bit words in little-endian order.
    case order16Little = 0x1000
    /// 32-bit words in little-endian order.
    case order32Little = 0x2000
    /// 16-bit words in big-endian order.
    case order16Big = 0x3000
    /// 32-bit words in big-endian order.
    case order32Big = 0x4000
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// How an image's pixels are packed, the `mask` bits of its bitmap information.
///
/// Mirrors CoreGraphics's `CGImagePixelFormatInfo`. Lamina reads only `packed` images (each
/// component in its own bits).
public enum CGImagePixelFormatInfo: UInt32, Sendable {
    /// The bits that hold the pixel format.
    case mask = 0xF_0000
    /// Components packed one after the other.
    case packed = 0
    /// 5 bits for each of red, green and blue in 16 bits.
    case RGB555 = 0x1_0000
    /// 5 bits of red, 6 of green, 5 of blue in 16 bits.
    case RGB565 = 0x2_0000
    /// 10 bits for each of red, green and blue in 32 bits.
    case RGB101010 = 0x3_0000
    /// 10-bit components in the CIF layout.
    case RGBCIF10 = 0x4_0000
}
