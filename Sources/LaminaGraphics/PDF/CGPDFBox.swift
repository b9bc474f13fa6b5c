/// The boxes of a PDF page.
///
/// Mirrors CoreGraphics's enumeration, with the same raw values.
public enum CGPDFBox: Int32, Sendable {
    /// The page's whole medium (`/MediaBox`).
    case mediaBox = 0
    /// The visible region (`/CropBox`); the media box when the page has none.
    case cropBox = 1
    /// The region to clip to in production (`/BleedBox`); the crop box when the page has none.
    case bleedBox = 2
    /// The finished page (`/TrimBox`); the crop box when the page has none.
    case trimBox = 3
    /// The meaningful content (`/ArtBox`); the crop box when the page has none.
    case artBox = 4
}
