import Foundation

/// Where the alpha of a pixel is, and whether colors are premultiplied by it.
///
/// Mirrors CoreGraphics's `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha last, colors premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, colors premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, colors not premultiplied.
    case last = 3
    /// Alpha first, colors not premultiplied.
    case first = 4
    /// No alpha; the last byte of each pixel is ignored.
    case noneSkipLast = 5
    /// No alpha; the first byte of each pixel is ignored.
    case noneSkipFirst = 6
    /// Alpha only, no color.
    case alphaOnly = 7
}

/// The layout of a bitmap's pixels: alpha placement and byte order.
///
/// Mirrors CoreGraphics's `CGBitmapInfo`. Combine with an alpha value through its raw value:
/// `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)`.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt32

    /// Creates bitmap information from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point (not supported by Lamina's bitmaps).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that say whether components are floating point.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in the order their names give.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words in little-endian order.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit words in little-endian order: an ARGB pixel is stored B, G, R, A.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit words in big-endian order.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit words in big-endian order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// 16-bit words in this machine's order.
    public static let byteOrder16Host: CGBitmapInfo =
        1.littleEndian == 1 ? .byteOrder16Little : .byteOrder16Big
    /// 32-bit words in this machine's order.
    public static let byteOrder32Host: CGBitmapInfo =
        1.littleEndian == 1 ? .byteOrder32Little : .byteOrder32Big

    /// The alpha information in these bits.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }
}
