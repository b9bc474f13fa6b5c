import Foundation

// ImageIO's functions over image sources, with Apple's names and argument shapes. Where
// ImageIO takes or returns `CFData`, `CFURL`, `CFDictionary`, `CFArray` and `CFString`, Lamina
// takes Foundation's classes they bridge to (`NSData`, `NSURL`, `NSDictionary`, `NSArray`,
// `NSString`), so `data as CFData` and `properties as? [CFString: Any]` port unchanged.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates an image source that reads from data.
///
/// Mirrors ImageIO's `CGImageSourceCreateWithData(_:_:)`. The source is made whatever the
/// data holds, as ImageIO's is: data of no format Lamina reads gives a source of status
/// `.statusUnknownType` and no images, and data of a known format that cannot be read, or whose
/// image exceeds `LaminaLimits.imageDimension` on a side, `LaminaLimits.imagePixelCount` in all
/// or `LaminaLimits.framesPerExport` frames, a source of status `.statusInvalidData` and no
/// images (refused before any pixels are allocated).
///
/// - Parameters:
///   - data: The bytes of a PNG, JPEG, GIF or WebP file.
///   - options: Read options such as `kCGImageSourceShouldCache`; Lamina reads none of them.
/// - Returns: The image source.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data as Data)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates an image source that reads from a file.
///
/// Mirrors ImageIO's `CGImageSourceCreateWithURL(_:_:)`. The file is mapped, not copied, so
/// that its header is checked against Lamina's limits before the rest is read; see
/// `CGImageSourceCreateWithData(_:_:)` for what is read.
///
/// - Parameters:
///   - url: A file URL.
///   - options: Read options; Lamina reads none of them.
/// - Returns: The image source, or `nil` when the file cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? MappedFile.contents(of: url as URL) else { return nil }
    return CGImageSource(data: data)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates an image source that reads from a data provider.
///
/// Mirrors ImageIO's `CGImageSourceCreateWithDataProvider(_:_:)`; see
/// `CGImageSourceCreateWithData(_:_:)` for what is read.
///
/// - Parameters:
///   - provider: The provider of the file's bytes.
///   - options: Read options; Lamina reads none of them.
/// - Returns: The image source, or `nil` when the provider has no data.
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?)
    -> CGImageSource?
{
    guard let data = provider.data else { return nil }
    return CGImageSource(data: data)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The uniform type identifier of a source's format: `"public.png"`, `"public.jpeg"`,
/// `"com.compuserve.gif"` or `"org.webmproject.webp"`; `nil` for data of no format Lamina
/// reads.
///
/// Mirrors ImageIO's `CGImageSourceGetType(_:)`.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.format.map { $0.typeIdentifier as NSString }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of images in a source: the frames of an animated GIF or WebP file, 1 for other
/// readable files, 0 for unreadable ones.
///
/// Mirrors ImageIO's `CGImageSourceGetCount(_:)`. Lamina reads one image from a PNG file,
/// animated or not.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.count
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The status of a source: `.statusComplete` when its headers read, `.statusUnknownType` for
/// data of no format Lamina reads, `.statusInvalidData` for data it cannot read or that is
/// beyond its limits.
///
/// Mirrors ImageIO's `CGImageSourceGetStatus(_:)`.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.status
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The status of one image of a source: the source's status for an image it has,
/// `.statusInvalidData` for an index past its images.
///
/// Mirrors ImageIO's `CGImageSourceGetStatusAtIndex(_:_:)`.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    index >= 0 && index < isrc.count ? isrc.status : .statusInvalidData
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The uniform type identifiers of the formats image sources read.
///
/// Mirrors ImageIO's `CGImageSourceCopyTypeIdentifiers()`: Lamina reads `"public.png"`,
/// `"public.jpeg"`, `"com.compuserve.gif"` and `"org.webmproject.webp"`.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ImageFormat.allCases.map { $0.typeIdentifier as NSString } as NSArray
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The properties of a source's file as a whole.
///
/// Mirrors ImageIO's `CGImageSourceCopyProperties(_:_:)`: `kCGImagePropertyFileSize`, and for
/// animations `kCGImagePropertyGIFDictionary` (loop count, global color map, canvas size) or
/// `kCGImagePropertyWebPDictionary` (loop count, canvas size). A GIF without a loop extension
/// reports a loop count of 1: it plays once.
///
/// - Returns: A dictionary keyed by `CFString`s; `nil` for data of no format Lamina reads.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    isrc.status == .statusUnknownType ? nil : isrc.containerProperties
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The properties of one image of a source.
///
/// Mirrors ImageIO's `CGImageSourceCopyPropertiesAtIndex(_:_:_:)`: `kCGImagePropertyPixelWidth`,
/// `kCGImagePropertyPixelHeight`, `kCGImagePropertyDepth`, `kCGImagePropertyHasAlpha` and
/// `kCGImagePropertyColorModel` for every format; for JPEG, `kCGImagePropertyOrientation` (and
/// the TIFF dictionary's) from the EXIF data when it records one; for PNG,
/// `kCGImagePropertyPNGDictionary` with the interlace type; for GIF,
/// `kCGImagePropertyGIFDictionary` with the frame's `kCGImagePropertyGIFDelayTime` (at least
/// 0.1 s, as ImageIO documents), `kCGImagePropertyGIFUnclampedDelayTime` (as recorded) and the
/// loop count; for WebP, `kCGImagePropertyWebPDictionary` with the canvas size and, for
/// animations, the delays and loop count. The size of a GIF or WebP image is its canvas's.
///
/// - Returns: A dictionary keyed by `CFString`s; `nil` for an index past the source's images.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{
    isrc.properties(at: index)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Decodes one image of a source.
///
/// Mirrors ImageIO's `CGImageSourceCreateImageAtIndex(_:_:_:)`. The image is 8-bit premultiplied
/// ARGB, its pixels as stored, in the space of the file's ICC profile (a PNG's `iCCP`, a JPEG's
/// `APP2` segments, a WebP's `ICCP`) or sRGB, and drawn matched from it; a JPEG's EXIF
/// orientation is a property, not applied. A frame of an
/// animated GIF or WebP is the whole canvas as shown at that frame, earlier frames' disposal
/// applied; frames read in order decode once each.
///
/// - Returns: The image, or `nil` for an index past the source's images or data that fails to
///   decode.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    try? isrc.image(at: index)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a thumbnail of one image of a source.
///
/// Mirrors ImageIO's `CGImageSourceCreateThumbnailAtIndex(_:_:_:)`: the image scaled so that
/// neither side exceeds `kCGImageSourceThumbnailMaxPixelSize` (never enlarged; without the key,
/// the image's size) and, with `kCGImageSourceCreateThumbnailWithTransform`, turned upright by
/// its orientation. Difference: Lamina does not read thumbnails embedded in files, so every
/// thumbnail is made from the full image, as with `kCGImageSourceCreateThumbnailFromImageAlways`
/// (`kCGImageSourceCreateThumbnailFromImageIfAbsent` is accepted alike).
///
/// - Returns: The thumbnail, or `nil` for an index past the source's images or data that fails
///   to decode.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    guard let image = try? isrc.image(at: index) else { return nil }
    let turn = ImageIODictionary.bool(options, kCGImageSourceCreateThumbnailWithTransform)
    return try? ImageOrientation.draw(
        image, orientation: turn ? isrc.orientation(at: index) : 1,
        maxPixelSize: ImageIODictionary.double(options, kCGImageSourceThumbnailMaxPixelSize))
}
