import Foundation

// CoreText's attribute names, with Apple's values: ported code writes
// `[kCTFontAttributeName as NSAttributedString.Key: font]` or
// `NSAttributedString.Key(kCTForegroundColorAttributeName as String)`. The typesetter reads
// CoreText's own colour keys beside UIKit's.

/// The font (`CTFont`). Same key as UIKit's `.font`.
public var kCTFontAttributeName: CFString { "NSFont" as NSString }
/// The text colour (`CGColor`), CoreText's key.
public var kCTForegroundColorAttributeName: CFString { "CTForegroundColor" as NSString }
/// Whether the text draws in the context's fill colour (a boolean number).
public var kCTForegroundColorFromContextAttributeName: CFString { "CTForegroundColorFromContext" as NSString }
/// Points added after each character. Same key as UIKit's `.kern`.
public var kCTKernAttributeName: CFString { "NSKern" as NSString }
/// Points added after each character, with ligatures off. Same key as UIKit's `.tracking`.
public var kCTTrackingAttributeName: CFString { "NSTracking" as NSString }
/// Which ligatures form (0, 1, 2). Same key as UIKit's `.ligature`.
public var kCTLigatureAttributeName: CFString { "NSLigature" as NSString }
/// The paragraph style (`CTParagraphStyle` or `NSParagraphStyle`). Same key as UIKit's.
public var kCTParagraphStyleAttributeName: CFString { "NSParagraphStyle" as NSString }
/// The outline width in percent of the font size. Same key as UIKit's `.strokeWidth`.
public var kCTStrokeWidthAttributeName: CFString { "NSStrokeWidth" as NSString }
/// The outline colour (`CGColor`), CoreText's key.
public var kCTStrokeColorAttributeName: CFString { "CTStrokeColor" as NSString }
/// The underline style. Same key as UIKit's `.underlineStyle`.
public var kCTUnderlineStyleAttributeName: CFString { "NSUnderline" as NSString }
/// The underline colour (`CGColor`), CoreText's key.
public var kCTUnderlineColorAttributeName: CFString { "CTUnderlineColor" as NSString }
/// Superscript (kept; not drawn).
public var kCTSuperscriptAttributeName: CFString { "NSSuperScript" as NSString }
/// Vertical forms (kept; horizontal text only).
public var kCTVerticalFormsAttributeName: CFString { "CTVerticalForms" as NSString }
/// The baseline offset in points, CoreText's key.
public var kCTBaselineOffsetAttributeName: CFString { "CTBaselineOffset" as NSString }
/// The background colour (`CGColor`), CoreText's key.
public var kCTBackgroundColorAttributeName: CFString { "CTBackgroundColor" as NSString }
