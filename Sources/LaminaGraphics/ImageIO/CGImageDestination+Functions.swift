import Foundation

// ImageIO's functions over image destinations, with Apple's names and argument shapes
// (`CFMutableData` is Foundation's `NSMutableData`, `CFString` its `NSString`).

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a destination that writes a file.
///
/// Mirrors ImageIO's `CGImageDestinationCreateWithURL(_:_:_:_:)`. The file is written atomically
/// by `CGImageDestinationFinalize(_:)`: a failed write leaves no partial file.
///
/// - Parameters:
///   - url: A file URL.
///   - type: `"public.png"`, `"public.jpeg"` or `"com.compuserve.gif"`.
///   - count: The number of images the file will hold (GIF: several make an animation; PNG and
///     JPEG write the first).
///   - options: Reserved, as in ImageIO.
/// - Returns: The destination, or `nil` for a type Lamina does not write (WebP included, as on
///   iOS), a count below 1, or a location where no file can be created.
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
)
    -> CGImageDestination?
{
    guard let consumer = CGDataConsumer(url: url as URL) else { return nil }
    return CGImageDestination(consumer: consumer, type: type as String, capacity: count)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a destination that appends a file's bytes to mutable data.
///
/// Mirrors ImageIO's `CGImageDestinationCreateWithData(_:_:_:_:)`; see
/// `CGImageDestinationCreateWithURL(_:_:_:_:)` for the types and count.
///
/// - Returns: The destination, or `nil` for a type Lamina does not write or a count below 1.
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard let consumer = CGDataConsumer(data: data) else { return nil }
    return CGImageDestination(consumer: consumer, type: type as String, capacity: count)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a destination that hands a file's bytes to a data consumer.
///
/// Mirrors ImageIO's `CGImageDestinationCreateWithDataConsumer(_:_:_:_:)`; see
/// `CGImageDestinationCreateWithURL(_:_:_:_:)` for the types and count.
///
/// - Returns: The destination, or `nil` for a type Lamina does not write or a count below 1.
public func CGImageDestinationCreateWithDataConsumer(
    _ consumer: CGDataConsumer, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    CGImageDestination(consumer: consumer, type: type as String, capacity: count)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sets the properties of the file as a whole.
///
/// Mirrors ImageIO's `CGImageDestinationSetProperties(_:_:)`. Lamina reads
/// `kCGImagePropertyGIFDictionary`'s `kCGImagePropertyGIFLoopCount` (0: forever; without it a GIF
/// has no loop extension and plays once) and `kCGImageDestinationLossyCompressionQuality` for
/// JPEG when the image has none.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.properties = properties
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Adds an image to a destination.
///
/// Mirrors ImageIO's `CGImageDestinationAddImage(_:_:_:)`. Lamina reads
/// `kCGImageDestinationLossyCompressionQuality` for JPEG (0 to 1; 0.75 without it) and, for GIF,
/// `kCGImagePropertyGIFDictionary`'s `kCGImagePropertyGIFUnclampedDelayTime` or
/// `kCGImagePropertyGIFDelayTime` (seconds, stored in hundredths). A GIF frame keeps up to 256
/// colors exactly; more are quantised with libimagequant; pixels less than half opaque become
/// transparent. Images past the destination's count are ignored, as ImageIO ignores them.
public func CGImageDestinationAddImage(
    _ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?
) {
    idst.add(image, properties: properties)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Adds image `index` of a source to a destination.
///
/// Mirrors ImageIO's `CGImageDestinationAddImageFromSource(_:_:_:_:)`; an image that fails to
/// decode is not added (and finalizing then fails).
public func CGImageDestinationAddImageFromSource(
    _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
) {
    guard let image = try? isrc.image(at: index) else { return }
    idst.add(image, properties: properties ?? isrc.properties(at: index))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Encodes the images and writes the file.
///
/// Mirrors ImageIO's `CGImageDestinationFinalize(_:)`. After it, the destination takes no more
/// images.
///
/// - Returns: `true` when the file was written; `false` when fewer images were added than the
///   destination was made for, it was finalized before, or encoding or writing failed.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    (try? idst.finalize()) != nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The uniform type identifiers of the formats image destinations write.
///
/// Mirrors ImageIO's `CGImageDestinationCopyTypeIdentifiers()`: Lamina writes `"public.png"`,
/// `"public.jpeg"` and `"com.compuserve.gif"`.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    ImageFormat.allCases.filter(\.isWritable).map { $0.typeIdentifier as NSString } as NSArray
}
