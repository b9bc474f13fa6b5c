import Foundation

/// An object that manages image data: a bitmap, its scale and its orientation.
///
/// Mirrors UIKit's `UIImage` over Lamina's `CGImage`. Lamina decodes PNG, JPEG (through
/// libjpeg-turbo, with the EXIF orientation applied as UIKit applies it), GIF (the first frame,
/// as UIKit does) and WebP, through ImageIO's `CGImageSource`: files and data in other formats
/// (HEIC, PDF) make the failable initializers return `nil`.
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying bitmap. Mirrors UIKit's `cgImage`.
    public let cgImage: CGImage?
    /// The pixels per point of the image. Mirrors UIKit's `scale`.
    public let scale: CGFloat
    /// How the pixels are turned for display. Mirrors UIKit's `imageOrientation`.
    public let imageOrientation: Orientation
    /// How views draw the image. Mirrors UIKit's `renderingMode`.
    public let renderingMode: RenderingMode
    /// The fixed border of a resizable image, in points; `.zero` for other images. Mirrors
    /// UIKit's `capInsets`.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills its space. Mirrors UIKit's `resizingMode`.
    public let resizingMode: ResizingMode

    init(
        cgImage: CGImage?, scale: CGFloat, orientation: Orientation,
        renderingMode: RenderingMode = .automatic,
        capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile
    ) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        super.init()
    }

    /// Creates an image from a bitmap, at scale 1, upright. Mirrors UIKit's `init(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Creates an image from a bitmap with a scale and an orientation. Mirrors UIKit's
    /// `init(cgImage:scale:orientation:)`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// Creates an empty image (no bitmap, size zero). Mirrors UIKit's `init()`.
    public override convenience init() {
        self.init(cgImage: nil, scale: 1, orientation: .up)
    }

    /// Decodes PNG, JPEG, GIF or WebP data at scale 1; `nil` when it is none of them. Mirrors
    /// UIKit's `init(data:)`.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG, JPEG, GIF or WebP data with a scale; `nil` when it is none of them. Mirrors
    /// UIKit's `init(data:scale:)`: a JPEG's EXIF orientation becomes ``imageOrientation`` (the
    /// bitmap stays as stored, and ``size`` and drawing apply the orientation); an animated GIF
    /// or WebP gives its first frame, as UIKit does. Images beyond `LaminaLimits`' size and frame
    /// limits are refused before they are decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        let source = CGImageSource(data: data)
        guard source.count > 0, let image = try? source.image(at: 0) else { return nil }
        let orientation = Orientation(exif: source.orientation(at: 0)) ?? .up
        self.init(cgImage: image, scale: scale, orientation: orientation)
    }

    /// Loads an image file; `nil` when it is missing or not a PNG, JPEG, GIF or WebP file.
    ///
    /// Mirrors UIKit's `init(contentsOfFile:)`: a name ending in `@2x` or `@3x` (before the
    /// extension) gives the image that scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = MappedFile.contents(atPath: path) else { return nil }
        self.init(data: data, scale: ImageFiles.scale(ofFileNamed: path))
    }

    /// The image's size in points: its pixels over ``scale``, with width and height swapped
    /// for the left and right orientations. Mirrors UIKit's `size`.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        return imageOrientation.swapsAxes
            ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The image encoded as PNG, or `nil` without a bitmap. Mirrors UIKit's `pngData()`: as in
    /// UIKit, the orientation is not applied (the stored pixels are written).
    open func pngData() -> Data? {
        try? cgImage?.pngData()
    }

    /// The image encoded as JPEG, or `nil` without a bitmap. Mirrors UIKit's
    /// `jpegData(compressionQuality:)`: quality from 0 (smallest) to 1 (best); translucent pixels
    /// are written over black. Difference: the stored pixels are written without an EXIF
    /// orientation, so an image whose ``imageOrientation`` is not `.up` reads back upright as
    /// stored.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        try? cgImage?.jpegData(quality: compressionQuality)
    }

    /// A copy with other properties.
    func copy(
        renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil
    ) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, orientation: imageOrientation,
            renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
            resizingMode: resizingMode ?? self.resizingMode)
    }

    /// The size and scale, as UIKit prints them.
    open override var description: String {
        let size = self.size
        return "<UIImage: \(Unmanaged.passUnretained(self).toOpaque())>, {\(size.width), \(size.height)}"
    }
}
