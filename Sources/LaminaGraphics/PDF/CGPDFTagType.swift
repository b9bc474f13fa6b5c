import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The structure type of a tagged PDF's structure element.
///
/// Mirrors CoreGraphics's `CGPDFTagType`, with its raw values: the cases are the standard
/// structure types of the PDF specification (PDF 1.7, section 14.8.4), grouped by hundreds.
/// ``CGPDFContextBeginTag(_:_:_:)`` opens an element of a type.
public enum CGPDFTagType: Int32, CaseIterable, Sendable {
    /// A whole document. PDF structure type `Document`.
    case document = 100
    /// A large division of a document. PDF structure type `Part`.
    case part = 101
    /// A self-contained article. PDF structure type `Art`.
    case art = 102
    /// A section: a container grouping related content. PDF structure type `Sect`.
    case section = 103
    /// A generic block-level grouping. PDF structure type `Div`.
    case div = 104
    /// A quoted passage of one or more paragraphs. PDF structure type `BlockQuote`.
    case blockQuote = 105
    /// A caption of a table or figure. PDF structure type `Caption`.
    case caption = 106
    /// A table of contents. PDF structure type `TOC`.
    case TOC = 107
    /// An item of a table of contents. PDF structure type `TOCI`.
    case TOCI = 108
    /// An index. PDF structure type `Index`.
    case index = 109
    /// A grouping that carries no meaning of its own. PDF structure type `NonStruct`.
    case nonStructure = 110
    /// Content private to the application that wrote it. PDF structure type `Private`.
    case `private` = 111
    /// A paragraph. PDF structure type `P`.
    case paragraph = 200
    /// A heading whose level its nesting gives. PDF structure type `H`.
    case header = 201
    /// A heading of level 1. PDF structure type `H1`.
    case header1 = 202
    /// A heading of level 2. PDF structure type `H2`.
    case header2 = 203
    /// A heading of level 3. PDF structure type `H3`.
    case header3 = 204
    /// A heading of level 4. PDF structure type `H4`.
    case header4 = 205
    /// A heading of level 5. PDF structure type `H5`.
    case header5 = 206
    /// A heading of level 6. PDF structure type `H6`.
    case header6 = 207
    /// A list. PDF structure type `L`.
    case list = 300
    /// An item of a list. PDF structure type `LI`.
    case listItem = 301
    /// The label of a list item: a bullet or number. PDF structure type `Lbl`.
    case label = 302
    /// The content of a list item. PDF structure type `LBody`.
    case listBody = 303
    /// A table. PDF structure type `Table`.
    case table = 400
    /// A row of a table. PDF structure type `TR`.
    case tableRow = 401
    /// A header cell of a table. PDF structure type `TH`.
    case tableHeaderCell = 402
    /// A data cell of a table. PDF structure type `TD`.
    case tableDataCell = 403
    /// The header rows of a table. PDF structure type `THead`.
    case tableHeader = 404
    /// The body rows of a table. PDF structure type `TBody`.
    case tableBody = 405
    /// The footer rows of a table. PDF structure type `TFoot`.
    case tableFooter = 406
    /// An inline run of text. PDF structure type `Span`.
    case span = 500
    /// An inline quotation. PDF structure type `Quote`.
    case quote = 501
    /// A note, such as a footnote. PDF structure type `Note`.
    case note = 502
    /// A reference to content elsewhere in the document. PDF structure type `Reference`.
    case reference = 503
    /// An entry of a bibliography. PDF structure type `BibEntry`.
    case bibliography = 504
    /// Computer code. PDF structure type `Code`.
    case code = 505
    /// A link. PDF structure type `Link`.
    case link = 506
    /// An annotation. PDF structure type `Annot`.
    case annotation = 507
    /// A ruby: base text with its annotation. PDF structure type `Ruby`.
    case ruby = 600
    /// The base text of a ruby. PDF structure type `RB`.
    case rubyBaseText = 601
    /// The annotation text of a ruby. PDF structure type `RT`.
    case rubyAnnotationText = 602
    /// Punctuation around a ruby's annotation. PDF structure type `RP`.
    case rubyPunctuation = 603
    /// A warichu: a comment set in two smaller lines. PDF structure type `Warichu`.
    case warichu = 604
    /// The text of a warichu. PDF structure type `WT`.
    case warichuText = 605
    /// Punctuation around a warichu (the case keeps CoreGraphics's spelling). PDF structure type `WP`.
    case warichuPunctiation = 606
    /// A figure. PDF structure type `Figure`.
    case figure = 700
    /// A formula. PDF structure type `Formula`.
    case formula = 701
    /// A form field. PDF structure type `Form`.
    case form = 702

    /// The PDF name of the structure type, such as `P` for ``paragraph``, as a C string that
    /// lives as long as the program.
    ///
    /// Mirrors CoreGraphics's `CGPDFTagTypeGetName`.
    public var name: UnsafePointer<CChar> {
        Self.names[self] ?? Self.names[.nonStructure]!
    }

    /// The PDF name of the structure type, as a Swift string.
    package var pdfName: String {
        switch self {
        case .document: return "Document"
        case .part: return "Part"
        case .art: return "Art"
        case .section: return "Sect"
        case .div: return "Div"
        case .blockQuote: return "BlockQuote"
        case .caption: return "Caption"
        case .TOC: return "TOC"
        case .TOCI: return "TOCI"
        case .index: return "Index"
        case .nonStructure: return "NonStruct"
        case .private: return "Private"
        case .paragraph: return "P"
        case .header: return "H"
        case .header1: return "H1"
        case .header2: return "H2"
        case .header3: return "H3"
        case .header4: return "H4"
        case .header5: return "H5"
        case .header6: return "H6"
        case .list: return "L"
        case .listItem: return "LI"
        case .label: return "Lbl"
        case .listBody: return "LBody"
        case .table: return "Table"
        case .tableRow: return "TR"
        case .tableHeaderCell: return "TH"
        case .tableDataCell: return "TD"
        case .tableHeader: return "THead"
        case .tableBody: return "TBody"
        case .tableFooter: return "TFoot"
        case .span: return "Span"
        case .quote: return "Quote"
        case .note: return "Note"
        case .reference: return "Reference"
        case .bibliography: return "BibEntry"
        case .code: return "Code"
        case .link: return "Link"
        case .annotation: return "Annot"
        case .ruby: return "Ruby"
        case .rubyBaseText: return "RB"
        case .rubyAnnotationText: return "RT"
        case .rubyPunctuation: return "RP"
        case .warichu: return "Warichu"
        case .warichuText: return "WT"
        case .warichuPunctiation: return "WP"
        case .figure: return "Figure"
        case .formula: return "Formula"
        case .form: return "Form"
        }
    }

    /// The C strings ``name`` returns, made once and never freed.
    nonisolated(unsafe) private static let names: [CGPDFTagType: UnsafePointer<CChar>] = {
        var table: [CGPDFTagType: UnsafePointer<CChar>] = [:]
        for type in CGPDFTagType.allCases {
            table[type] = UnsafePointer(strdup(type.pdfName)!)
        }
        return table
    }()
}
