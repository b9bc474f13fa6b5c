/// What a PDF document's security settings allow.
///
/// Mirrors CoreGraphics's option set, with the same raw values.
public struct CGPDFAccessPermissions: OptionSet, Sendable {
    /// The permissions' bits.
    public let rawValue: UInt32

    /// Creates a set of permissions from their bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Printing at low resolution.
    public static var allowsLowQualityPrinting: CGPDFAccessPermissions { .init(rawValue: 1 << 0) }
    /// Printing at full resolution.
    public static var allowsHighQualityPrinting: CGPDFAccessPermissions { .init(rawValue: 1 << 1) }
    /// Changing the document.
    public static var allowsDocumentChanges: CGPDFAccessPermissions { .init(rawValue: 1 << 2) }
    /// Inserting, deleting and rotating pages.
    public static var allowsDocumentAssembly: CGPDFAccessPermissions { .init(rawValue: 1 << 3) }
    /// Copying text and graphics.
    public static var allowsContentCopying: CGPDFAccessPermissions { .init(rawValue: 1 << 4) }
    /// Extracting text and graphics for accessibility.
    public static var allowsContentAccessibility: CGPDFAccessPermissions { .init(rawValue: 1 << 5) }
    /// Adding or changing annotations.
    public static var allowsCommenting: CGPDFAccessPermissions { .init(rawValue: 1 << 6) }
    /// Filling in form fields.
    public static var allowsFormFieldEntry: CGPDFAccessPermissions { .init(rawValue: 1 << 7) }

    /// Every permission: what an unencrypted document allows.
    static let all: CGPDFAccessPermissions = [
        .allowsLowQualityPrinting, .allowsHighQualityPrinting, .allowsDocumentChanges,
        .allowsDocumentAssembly,
        .allowsContentCopying, .allowsContentAccessibility, .allowsCommenting, .allowsFormFieldEntry,
    ]

    /// The permissions of an encrypted document's `/P` entry (PDF 1.7, table 22).
    init(pdfFlags flags: Int) {
        func bit(_ number: Int) -> Bool { flags & (1 << (number - 1)) != 0 }
        var permissions: CGPDFAccessPermissions = []
        if bit(3) { permissions.insert(.allowsLowQualityPrinting) }
        if bit(3) && bit(12) { permissions.insert(.allowsHighQualityPrinting) }
        if bit(4) { permissions.insert(.allowsDocumentChanges) }
        if bit(4) || bit(11) { permissions.insert(.allowsDocumentAssembly) }
        if bit(5) { permissions.insert(.allowsContentCopying) }
        if bit(5) || bit(10) { permissions.insert(.allowsContentAccessibility) }
        if bit(6) { permissions.insert(.allowsCommenting) }
        if bit(6) || bit(9) { permissions.insert(.allowsFormFieldEntry) }
        self = permissions
    }
}
