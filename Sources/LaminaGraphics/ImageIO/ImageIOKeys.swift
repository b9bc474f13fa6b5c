import Foundation

// ImageIO's dictionary keys, with Apple's values, as `CFString`s (Foundation's `NSString` on
// Linux): ported code writes `[kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: 0]]
// as CFDictionary` and reads `properties[kCGImagePropertyPixelWidth] as? Int` after
// `as? [CFString: Any]`. ImageIO declares them as constants; Lamina's are computed properties
// that read the same.

// MARK: Image source options

/// Whether the image source caches decoded images (a Boolean). Mirrors ImageIO's
/// `kCGImageSourceShouldCache`; Lamina keeps the decoding state of the last frame read of an
/// animated image whatever the value.
public var kCGImageSourceShouldCache: CFString { "kCGImageSourceShouldCache" as NSString }
/// Whether decoding happens when the image is created rather than when it is drawn (a
/// Boolean). Mirrors ImageIO's key; Lamina always decodes when the image is created.
public var kCGImageSourceShouldCacheImmediately: CFString {
    "kCGImageSourceShouldCacheImmediately" as NSString
}
/// Whether images may use floating-point components (a Boolean). Mirrors ImageIO's key;
/// Lamina decodes to 8 bits per component.
public var kCGImageSourceShouldAllowFloat: CFString { "kCGImageSourceShouldAllowFloat" as NSString }
/// The expected uniform type identifier of the data (a string). Mirrors ImageIO's key; Lamina
/// recognises formats by their signatures and ignores the hint.
public var kCGImageSourceTypeIdentifierHint: CFString { "kCGImageSourceTypeIdentifierHint" as NSString }
/// The largest width and height of a thumbnail, in pixels (a number). Mirrors ImageIO's key.
public var kCGImageSourceThumbnailMaxPixelSize: CFString { "kCGImageSourceThumbnailMaxPixelSize" as NSString }
/// Whether a thumbnail is made from the full image even when the file holds one (a Boolean).
/// Mirrors ImageIO's key.
public var kCGImageSourceCreateThumbnailFromImageAlways: CFString {
    "kCGImageSourceCreateThumbnailFromImageAlways" as NSString
}
/// Whether a thumbnail is made from the full image when the file holds none (a Boolean).
/// Mirrors ImageIO's key.
public var kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString {
    "kCGImageSourceCreateThumbnailFromImageIfAbsent" as NSString
}
/// Whether a thumbnail is turned by the image's orientation (a Boolean). Mirrors ImageIO's key.
public var kCGImageSourceCreateThumbnailWithTransform: CFString {
    "kCGImageSourceCreateThumbnailWithTransform" as NSString
}

// MARK: Image destination options

/// The quality of lossy compression, from 0 (most compressed) to 1 (lossless where the format
/// allows). Mirrors ImageIO's `kCGImageDestinationLossyCompressionQuality`.
public var kCGImageDestinationLossyCompressionQuality: CFString {
    "kCGImageDestinationLossyCompressionQuality" as NSString
}

// MARK: Image properties

/// The size of the image file in bytes (a number), in a source's container properties.
public var kCGImagePropertyFileSize: CFString { "FileSize" as NSString }
/// The width of the image in pixels (a number).
public var kCGImagePropertyPixelWidth: CFString { "PixelWidth" as NSString }
/// The height of the image in pixels (a number).
public var kCGImagePropertyPixelHeight: CFString { "PixelHeight" as NSString }
/// The bits in each color component (a number).
public var kCGImagePropertyDepth: CFString { "Depth" as NSString }
/// Whether the image has an alpha channel (a Boolean).
public var kCGImagePropertyHasAlpha: CFString { "HasAlpha" as NSString }
/// The image's color model (a string such as ``kCGImagePropertyColorModelRGB``).
public var kCGImagePropertyColorModel: CFString { "ColorModel" as NSString }
/// The RGB color model.
public var kCGImagePropertyColorModelRGB: CFString { "RGB" as NSString }
/// The gray color model.
public var kCGImagePropertyColorModelGray: CFString { "Gray" as NSString }
/// How the image is turned for display: a number from 1 to 8 (TIFF's and EXIF's values; see
/// ``CGImagePropertyOrientation``). Absent when the file records none.
public var kCGImagePropertyOrientation: CFString { "Orientation" as NSString }

// MARK: Format dictionaries

/// The GIF properties (a dictionary).
public var kCGImagePropertyGIFDictionary: CFString { "{GIF}" as NSString }
/// The PNG properties (a dictionary).
public var kCGImagePropertyPNGDictionary: CFString { "{PNG}" as NSString }
/// The JFIF properties of a JPEG image (a dictionary).
public var kCGImagePropertyJFIFDictionary: CFString { "{JFIF}" as NSString }
/// The TIFF properties (a dictionary); for a JPEG image, those of its EXIF data.
public var kCGImagePropertyTIFFDictionary: CFString { "{TIFF}" as NSString }
/// The WebP properties (a dictionary).
public var kCGImagePropertyWebPDictionary: CFString { "{WebP}" as NSString }

// MARK: GIF

/// How many times an animated GIF plays (a number); 0 plays it forever.
public var kCGImagePropertyGIFLoopCount: CFString { "LoopCount" as NSString }
/// The seconds a frame shows, clamped to at least 0.1 as ImageIO documents (a number).
public var kCGImagePropertyGIFDelayTime: CFString { "DelayTime" as NSString }
/// The seconds a frame shows, as the file records them (a number).
public var kCGImagePropertyGIFUnclampedDelayTime: CFString { "UnclampedDelayTime" as NSString }
/// Whether the GIF has a global color table (a Boolean).
public var kCGImagePropertyGIFHasGlobalColorMap: CFString { "HasGlobalColorMap" as NSString }
/// The width of the GIF's canvas, in pixels (a number).
public var kCGImagePropertyGIFCanvasPixelWidth: CFString { "CanvasPixelWidth" as NSString }
/// The height of the GIF's canvas, in pixels (a number).
public var kCGImagePropertyGIFCanvasPixelHeight: CFString { "CanvasPixelHeight" as NSString }

// MARK: PNG

/// Whether the PNG is interlaced: 0 (no) or 1 (Adam7), a number.
public var kCGImagePropertyPNGInterlaceType: CFString { "InterlaceType" as NSString }

// MARK: TIFF

/// The orientation recorded in TIFF (or a JPEG's EXIF) data, a number from 1 to 8.
public var kCGImagePropertyTIFFOrientation: CFString { "Orientation" as NSString }

// MARK: WebP

/// How many times an animated WebP image plays (a number); 0 plays it forever.
public var kCGImagePropertyWebPLoopCount: CFString { "LoopCount" as NSString }
/// The seconds a frame shows, clamped to at least 0.1 (a number).
public var kCGImagePropertyWebPDelayTime: CFString { "DelayTime" as NSString }
/// The seconds a frame shows, as the file records them (a number).
public var kCGImagePropertyWebPUnclampedDelayTime: CFString { "UnclampedDelayTime" as NSString }
/// The width of the WebP image's canvas, in pixels (a number).
public var kCGImagePropertyWebPCanvasPixelWidth: CFString { "CanvasPixelWidth" as NSString }
/// The height of the WebP image's canvas, in pixels (a number).
public var kCGImagePropertyWebPCanvasPixelHeight: CFString { "CanvasPixelHeight" as NSString }
