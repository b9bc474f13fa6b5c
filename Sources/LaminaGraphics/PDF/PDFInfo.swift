import CLamina
import Foundation

/// Reads the values of a PDF context's dictionaries (auxiliary information, page information,
/// outlines) and writes what Cairo can keep of them.
package enum PDFInfo {
    /// A rectangle given as a `CGRect`, as `Data` holding a `CGRect`'s bytes (CoreGraphics's
    /// `CFData` form), or as a rectangle's dictionary representation; `nil` otherwise or when
    /// it is empty or not finite.
    package static func rect(_ value: Any?) -> CGRect? {
        let rect: CGRect?
        switch value {
        case let value as CGRect:
            rect = value
        case let data as Data where data.count == MemoryLayout<CGRect>.size:
            rect = data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        case let data as NSData where data.length == MemoryLayout<CGRect>.size:
            rect = (data as Data).withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        case let dictionary as [String: Any]:
            rect = CGRect(dictionaryRepresentation: dictionary)
        default:
            rect = nil
        }
        guard let box = rect?.standardized, box.isFiniteRect, box.width > 0, box.height > 0 else {
            return nil
        }
        return box
    }

    /// A string value, or `nil`.
    package static func string(_ value: Any?) -> String? {
        switch value {
        case let string as String: return string
        case let string as NSString: return string as String
        default: return nil
        }
    }

    /// Writes the document information entries of `auxiliaryInfo` through Cairo.
    package static func apply(_ auxiliaryInfo: [String: Any], to document: DocumentStorage) {
        let entries: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE),
            (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in entries {
            if let value = string(auxiliaryInfo[key]) {
                cairo_pdf_surface_set_metadata(document.surface.pointer, field, value)
            }
        }
        let keywords: String?
        switch auxiliaryInfo[kCGPDFContextKeywords] {
        case let list as [Any]: keywords = list.compactMap { string($0) }.joined(separator: ",")
        case let list as NSArray: keywords = list.compactMap { string($0) }.joined(separator: ",")
        case let value: keywords = string(value)
        }
        if let keywords {
            cairo_pdf_surface_set_metadata(document.surface.pointer, CAIRO_PDF_METADATA_KEYWORDS, keywords)
        }
    }

    /// `text` as a quoted string of Cairo's tag attributes: single quotes and backslashes
    /// escaped with a backslash.
    package static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "'" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "'" + escaped + "'"
    }

    /// A number as Cairo's attribute parser reads it (no exponent).
    package static func number(_ value: CGFloat) -> String {
        String(format: "%.4f", Double(value))
    }
}
