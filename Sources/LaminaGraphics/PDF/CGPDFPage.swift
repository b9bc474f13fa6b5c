import Foundation

/// A page of a PDF document.
///
/// Mirrors CoreGraphics's class. A page keeps its document alive.
public final class CGPDFPage {
    private let owner: CGPDFDocument
    private let entry: PDFPageEntry

    /// The page's 1-based number in its document.
    ///
    /// Mirrors CoreGraphics's property.
    public let pageNumber: Int

    init(document: CGPDFDocument, pageNumber: Int, entry: PDFPageEntry) {
        self.owner = document
        self.pageNumber = pageNumber
        self.entry = entry
    }

    /// The document the page belongs to.
    ///
    /// Mirrors CoreGraphics's property.
    public var document: CGPDFDocument? {
        owner
    }

    /// The page's dictionary.
    ///
    /// Mirrors CoreGraphics's property.
    public var dictionary: CGPDFDictionaryRef? {
        entry.dictionary.pointer
    }

    /// The page's resources, inherited from the page tree when the page has none.
    var resources: PDFObject? {
        entry.resources?.asDictionary
    }

    /// The page's content: its `/Contents` stream, or the streams of its `/Contents` array.
    var contentStreams: [PDFObject] {
        guard let contents = entry.dictionary["Contents"] else { return [] }
        if let stream = contents.asStream { return [stream] }
        return (contents.arrayValue ?? []).compactMap { $0.resolved.asStream }
    }

    /// The rectangle of one of the page's boxes.
    ///
    /// Mirrors CoreGraphics's method: the crop box falls back to the media box, and the bleed,
    /// trim and art boxes to the crop box; every box is clipped to the media box. A page without
    /// a valid media box reads as US Letter, 612 × 792 points.
    public func getBoxRect(_ box: CGPDFBox) -> CGRect {
        let media = entry.mediaBox?.rectangleValue ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        func clipped(_ rect: CGRect?) -> CGRect? {
            guard let rect else { return nil }
            let intersection = rect.intersection(media)
            return intersection.isNull ? nil : intersection
        }
        let crop = clipped(entry.cropBox?.rectangleValue) ?? media
        switch box {
        case .mediaBox: return media
        case .cropBox: return crop
        case .bleedBox: return clipped(entry.dictionary["BleedBox"]?.rectangleValue) ?? crop
        case .trimBox: return clipped(entry.dictionary["TrimBox"]?.rectangleValue) ?? crop
        case .artBox: return clipped(entry.dictionary["ArtBox"]?.rectangleValue) ?? crop
        }
    }

    /// The angle, in degrees, by which the page is rotated clockwise when shown: its `/Rotate`,
    /// inherited from the page tree, as a multiple of 90 in 0..<360.
    ///
    /// Mirrors CoreGraphics's property.
    public var rotationAngle: Int32 {
        var rotate = entry.rotate?.integerValue ?? 0
        if let real = entry.rotate?.numberValue, real.isFinite, abs(real) < 1e9 { rotate = Int(real) }
        return Int32(Self.normalized(rotate))
    }

    /// `degrees` as a multiple of 90 (rounded down) in 0..<360.
    static func normalized(_ degrees: Int) -> Int {
        let quarter = (degrees % 360 + 360) % 360
        return quarter - quarter % 90
    }

    /// The transform that maps one of the page's boxes into `rect`.
    ///
    /// Mirrors CoreGraphics's method: the box is rotated by the page's ``rotationAngle`` plus
    /// `rotate` (a multiple of 90, clockwise), scaled down to fit `rect` when it is larger
    /// (never scaled up), keeping its aspect ratio when `preserveAspectRatio` is `true`, and
    /// centred in `rect`.
    public func getDrawingTransform(
        _ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool
    ) -> CGAffineTransform {
        let boxRect = getBoxRect(box)
        let angle = Self.normalized(Int(rotationAngle) + Int(rotate))
        let turned = angle == 90 || angle == 270
        let width = turned ? boxRect.height : boxRect.width
        let height = turned ? boxRect.width : boxRect.height
        guard width > 0, height > 0, rect.width.isFinite, rect.height.isFinite else { return .identity }
        var scaleX = min(1, rect.width / width)
        var scaleY = min(1, rect.height / height)
        if preserveAspectRatio {
            scaleX = min(scaleX, scaleY)
            scaleY = scaleX
        }
        // Move the box's centre to the origin, turn it clockwise, scale, and move it to the
        // rectangle's centre.
        var transform = CGAffineTransform(translationX: rect.midX, y: rect.midY)
        transform = transform.scaledBy(x: scaleX, y: scaleY)
        transform = transform.rotated(by: -CGFloat(angle) * .pi / 180)
        transform = transform.translatedBy(x: -boxRect.midX, y: -boxRect.midY)
        return Self.rounded(transform)
    }

    /// `transform` with the cosines and sines of quarter turns made exact.
    private static func rounded(_ transform: CGAffineTransform) -> CGAffineTransform {
        func clean(_ value: CGFloat) -> CGFloat { abs(value) < 1e-12 ? 0 : value }
        return CGAffineTransform(
            a: clean(transform.a), b: clean(transform.b), c: clean(transform.c), d: clean(transform.d),
            tx: transform.tx, ty: transform.ty)
    }
}
