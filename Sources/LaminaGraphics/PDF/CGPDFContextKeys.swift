import Foundation

// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The keys of the dictionaries a PDF context reads: the auxiliary information given when it is
// created (document information, security and output intents), the page information given to
// `beginPDFPage(_:)` (page boxes) and the outline given to `CGPDFContextSetOutline(_:_:)`.
// Mirrors CoreGraphics's constants. Where CoreGraphics's type is `CFString`, Lamina's is
// `String`, as for the color space names. Apple documents the keys but not their values;
// Lamina's are those CoreGraphics is known to use: the page boxes are the PDF names of the
// boxes ("MediaBox"…), the PDF/X keys the names of the output intent dictionary's entries, and
// the other keys their own names.

// MARK: Page boxes

/// The page's media box: a `CGRect`, or `Data` holding one's bytes, as CoreGraphics stores it
/// in a `CFData`.
///
/// In the page information of ``CGContext/beginPDFPage(_:)``, it sets the page's size and
/// origin; in the auxiliary information of a PDF context, it is the default media box when the
/// initializer's `mediaBox` is `nil`.
public let kCGPDFContextMediaBox = "MediaBox"
/// The page's crop box, in the page information of ``CGContext/beginPDFPage(_:)``: the region
/// a viewer shows; written as the page's `/CropBox`.
public let kCGPDFContextCropBox = "CropBox"
/// The page's bleed box, in the page information of ``CGContext/beginPDFPage(_:)``; written as
/// the page's `/BleedBox`.
public let kCGPDFContextBleedBox = "BleedBox"
/// The page's trim box, in the page information of ``CGContext/beginPDFPage(_:)``; written as
/// the page's `/TrimBox`.
public let kCGPDFContextTrimBox = "TrimBox"
/// The page's art box, in the page information of ``CGContext/beginPDFPage(_:)``; written as
/// the page's `/ArtBox`.
public let kCGPDFContextArtBox = "ArtBox"

// MARK: Document information

/// The document's title: a string, written as the information dictionary's `/Title`.
public let kCGPDFContextTitle = "kCGPDFContextTitle"
/// The name of the person who created the document: a string, written as `/Author`.
public let kCGPDFContextAuthor = "kCGPDFContextAuthor"
/// The document's subject: a string, written as `/Subject`.
public let kCGPDFContextSubject = "kCGPDFContextSubject"
/// The document's keywords: a string, or an array of strings that Lamina joins with commas,
/// written as `/Keywords`.
public let kCGPDFContextKeywords = "kCGPDFContextKeywords"
/// The name of the application that made the document: a string, written as `/Creator`
/// (Lamina writes "Lamina" when the key is absent).
public let kCGPDFContextCreator = "kCGPDFContextCreator"

// MARK: Security

/// The owner password of an encrypted document. Accepted and not applied: Cairo cannot
/// encrypt, so Lamina's documents are never encrypted.
public let kCGPDFContextOwnerPassword = "kCGPDFContextOwnerPassword"
/// The user password of an encrypted document. Accepted and not applied: Lamina's documents
/// are never encrypted.
public let kCGPDFContextUserPassword = "kCGPDFContextUserPassword"
/// The length in bits of the encryption key. Accepted and not applied.
public let kCGPDFContextEncryptionKeyLength = "kCGPDFContextEncryptionKeyLength"
/// Whether an encrypted document may be printed without the owner password. Accepted and not
/// applied: an unencrypted document places no restriction.
public let kCGPDFContextAllowsPrinting = "kCGPDFContextAllowsPrinting"
/// Whether an encrypted document may be copied from without the owner password. Accepted and
/// not applied.
public let kCGPDFContextAllowsCopying = "kCGPDFContextAllowsCopying"
/// The access permissions of an encrypted document. Accepted and not applied.
public let kCGPDFContextAccessPermissions = "kCGPDFContextAccessPermissions"

// MARK: Output intents (PDF/X)

/// One output intent dictionary (PDF/X-3). Accepted and not applied: Lamina writes no output
/// intents.
public let kCGPDFContextOutputIntent = "kCGPDFContextOutputIntent"
/// An array of output intent dictionaries. Accepted and not applied.
public let kCGPDFContextOutputIntents = "kCGPDFContextOutputIntents"
/// The output intent's subtype (`GTS_PDFX`), a key of an output intent dictionary.
public let kCGPDFXOutputIntentSubtype = "S"
/// The identifier of the intended printing condition, a key of an output intent dictionary.
public let kCGPDFXOutputConditionIdentifier = "OutputConditionIdentifier"
/// The description of the intended printing condition, a key of an output intent dictionary.
public let kCGPDFXOutputCondition = "OutputCondition"
/// The registry of the output condition identifier, a key of an output intent dictionary.
public let kCGPDFXRegistryName = "RegistryName"
/// More information about the printing condition, a key of an output intent dictionary.
public let kCGPDFXInfo = "Info"
/// The ICC profile of the printing condition, a key of an output intent dictionary.
public let kCGPDFXDestinationOutputProfile = "DestOutputProfile"

// MARK: Document structure

/// Asks for a linearized ("fast web view") document. Accepted and not applied: Cairo does not
/// linearize.
public let kCGPDFContextCreateLinearizedPDF = "kCGPDFContextCreateLinearizedPDF"
/// Asks for a PDF/A-2u document. Accepted and not applied: Lamina writes plain PDF 1.5.
public let kCGPDFContextCreatePDFA = "kCGPDFContextCreatePDFA"

// The outline keys (kCGPDFOutlineTitle…) are declared beside CGPDFDocument, as in Apple's headers;
// CGPDFContextSetOutline takes the same dictionaries.
