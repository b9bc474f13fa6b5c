import Foundation

/// The key of an outline entry's title, a `String`, in ``CGPDFDocument/outline``.
public let kCGPDFOutlineTitle: String = "Title"
/// The key of an outline entry's children, an array of outline entries.
public let kCGPDFOutlineChildren: String = "Children"
/// The key of an outline entry's destination: a page number (an `Int`, 1-based) or a `URL`;
/// when writing (`CGPDFContextSetOutline`), also the name of a destination added with
/// ``CGContext/addDestination(_:at:)``.
public let kCGPDFOutlineDestination: String = "Destination"
/// The key of the rectangle an outline entry's destination shows, a `CGRect`, when it names one
/// (a written outline scrolls to its top-left corner).
public let kCGPDFOutlineDestinationRect: String = "DestinationRect"

/// A PDF document read from bytes: its pages, catalog, information dictionary and outline.
///
/// Mirrors CoreGraphics's class. The parser reads classic cross-reference tables, PDF 1.5
/// cross-reference streams and object streams, and rebuilds the cross-reference data by
/// scanning the file when it is broken. Malformed input never traps: a document without a
/// readable catalog and page tree is `nil`.
///
/// Encrypted documents open and report ``isEncrypted``. Those the standard security handler
/// encrypts (RC4, AES-128 or AES-256) unlock with the empty user password on opening, as on
/// Apple's platforms, or through ``unlockWithPassword(_:)``; their strings and streams are then
/// decrypted. Public-key security handlers are not supported: such documents stay locked, and
/// their strings and streams read as stored. Objects handed out as `CGPDFObjectRef` and the like are owned by the document and
/// stay valid as long as it lives. A document is not thread-safe: use it from one thread at a time.
public final class CGPDFDocument {
    /// The document's objects.
    let store: PDFObjectStore
    /// The page tree's leaves, in order (read again when a password unlocks the document).
    private(set) var pages: [PDFPageEntry]
    /// Whether the owner password unlocked the document, which allows everything.
    private var isOwnerUnlocked = false
    /// The password that unlocked the document, for poppler.
    private var password: [UInt8]?
    /// poppler's reading of the document, made when a page is first drawn; see ``pageRenderer``.
    private var renderer: PDFPageRenderer??
    private let rendererLock = NSLock()

    /// Opens the PDF document a data provider holds; `nil` when it is not a readable PDF document.
    ///
    /// Mirrors CoreGraphics's initializer.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data else { return nil }
        self.init(bytes: [UInt8](data))
    }

    /// Opens the PDF document a file holds; `nil` when it cannot be read or is not a readable
    /// PDF document.
    ///
    /// Mirrors CoreGraphics's initializer.
    public convenience init?(_ url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    init?(bytes: [UInt8]) {
        let store = PDFObjectStore(bytes: bytes)
        guard store.load(), let catalog = store.catalog, let root = catalog["Pages"]?.asDictionary else {
            return nil
        }
        self.store = store
        self.pages = PDFPageEntry.collect(root: root)
    }

    /// Reads the PDF version: the header's, or the catalog's `/Version` when that is later.
    ///
    /// Mirrors CoreGraphics's method.
    public func getVersion(
        majorVersion: UnsafeMutablePointer<Int32>, minorVersion: UnsafeMutablePointer<Int32>
    ) {
        var version = store.headerVersion
        if let name = store.catalog?["Version"]?.nameValue {
            let parts = name.split(separator: ".").compactMap { Int($0) }
            if parts.count == 2,
                parts[0] > version.major || (parts[0] == version.major && parts[1] > version.minor)
            {
                version = (parts[0], parts[1])
            }
        }
        majorVersion.pointee = Int32(clamping: version.major)
        minorVersion.pointee = Int32(clamping: version.minor)
    }

    /// Whether the document is encrypted (its trailer has `/Encrypt`).
    ///
    /// Mirrors CoreGraphics's property.
    public var isEncrypted: Bool {
        store.trailer?["Encrypt"] != nil
    }

    /// Unlocks an encrypted document with its user or owner password.
    ///
    /// Mirrors CoreGraphics's method. Documents encrypted by the standard security handler
    /// (revisions 2 to 6: RC4, AES-128, AES-256) can be unlocked; others cannot. The owner
    /// password unlocks every permission, the user password those of ``accessPermissions``.
    /// Objects read before unlocking stay valid (and encrypted); reading them again gives
    /// decrypted ones.
    /// - Returns: `true` when the password unlocks the document, or it was already unlocked.
    public func unlockWithPassword(_ password: UnsafePointer<CChar>) -> Bool {
        guard isEncrypted else { return true }
        guard let handler = store.securityHandler else { return false }
        let bytes = Array(UnsafeRawBufferPointer(start: password, count: strlen(password)))
        if let key = handler.key(ownerPassword: bytes) {
            isOwnerUnlocked = true
            self.password = bytes
            unlock(with: key)
            return true
        }
        if let key = handler.key(userPassword: bytes) {
            self.password = bytes
            unlock(with: key)
            return true
        }
        return isUnlocked
    }

    private func unlock(with key: [UInt8]) {
        guard store.decryptionKey != key else { return }
        store.unlock(with: key)
        if let root = store.catalog?["Pages"]?.asDictionary { pages = PDFPageEntry.collect(root: root) }
    }

    /// poppler's reading of the document, which draws its pages; `nil` while the document is
    /// locked or when poppler cannot read it.
    var pageRenderer: PDFPageRenderer? {
        guard isUnlocked else { return nil }
        rendererLock.lock()
        defer { rendererLock.unlock() }
        if let renderer { return renderer }
        let made = PDFPageRenderer(bytes: store.bytes, password: password)
        renderer = .some(made)
        return made
    }

    /// Whether the document is unlocked: `true` when it is not encrypted, or when the empty user
    /// password or ``unlockWithPassword(_:)`` unlocked it.
    ///
    /// Mirrors CoreGraphics's property.
    public var isUnlocked: Bool {
        !isEncrypted || store.decryptionKey != nil
    }

    /// Whether the document may be printed.
    ///
    /// Mirrors CoreGraphics's property.
    public var allowsPrinting: Bool {
        accessPermissions.contains(.allowsLowQualityPrinting)
    }

    /// Whether the document's content may be copied.
    ///
    /// Mirrors CoreGraphics's property.
    public var allowsCopying: Bool {
        accessPermissions.contains(.allowsContentCopying)
    }

    /// What the document's security settings allow: everything for an unencrypted document or
    /// one unlocked with its owner password, the encryption dictionary's `/P` flags otherwise.
    ///
    /// Mirrors CoreGraphics's property.
    public var accessPermissions: CGPDFAccessPermissions {
        guard let encryption = store.trailer?["Encrypt"], !isOwnerUnlocked else { return .all }
        guard let flags = encryption["P"]?.integerValue else { return [] }
        return CGPDFAccessPermissions(pdfFlags: flags)
    }

    /// The number of pages.
    ///
    /// Mirrors CoreGraphics's property.
    public var numberOfPages: Int {
        pages.count
    }

    /// The page numbered `pageNumber`, counting from 1; `nil` out of range.
    ///
    /// Mirrors CoreGraphics's method.
    public func page(at pageNumber: Int) -> CGPDFPage? {
        guard pageNumber >= 1, pageNumber <= pages.count else { return nil }
        return CGPDFPage(document: self, pageNumber: pageNumber, entry: pages[pageNumber - 1])
    }

    /// The document's catalog: the root of its object tree.
    ///
    /// Mirrors CoreGraphics's property.
    public var catalog: CGPDFDictionaryRef? {
        store.catalog?.pointer
    }

    /// The document's information dictionary (`/Title`, `/Author`, `/Creator`…), or `nil`.
    ///
    /// Mirrors CoreGraphics's property.
    public var info: CGPDFDictionaryRef? {
        store.trailer?["Info"]?.asDictionary?.pointer
    }

    /// The file identifier: the trailer's `/ID` array of two strings, or `nil`.
    ///
    /// Mirrors CoreGraphics's property.
    public var fileIdentifier: CGPDFArrayRef? {
        guard let identifier = store.trailer?["ID"], identifier.arrayValue != nil else { return nil }
        return identifier.pointer
    }

    /// The document's outline (bookmarks), or `nil` when it has none.
    ///
    /// Mirrors CoreGraphics's property: the root dictionary has ``kCGPDFOutlineChildren``; each
    /// entry has ``kCGPDFOutlineTitle``, and ``kCGPDFOutlineDestination`` (a 1-based page number
    /// or a `URL`), ``kCGPDFOutlineDestinationRect`` and ``kCGPDFOutlineChildren`` when they
    /// apply. At most 10,000 entries are read.
    public var outline: [String: Any]? {
        guard let root = store.catalog?["Outlines"]?.asDictionary, root["First"] != nil else { return nil }
        var reader = PDFOutlineReader(document: self)
        let children = reader.children(of: root, depth: 0)
        guard !children.isEmpty else { return nil }
        return [kCGPDFOutlineChildren: children]
    }

    /// The 1-based number of the page whose dictionary is `object`.
    func pageNumber(of object: PDFObject) -> Int? {
        let target = ObjectIdentifier(object.resolved)
        return pages.firstIndex { ObjectIdentifier($0.dictionary) == target }.map { $0 + 1 }
    }
}

/// Reads a document's outline tree, bounded in entries and depth, and safe from cycles.
struct PDFOutlineReader {
    static let maximumEntries = 10_000
    static let maximumDepth = 32

    let document: CGPDFDocument
    var visited: Set<ObjectIdentifier> = []

    init(document: CGPDFDocument) {
        self.document = document
    }

    mutating func children(of parent: PDFObject, depth: Int) -> [[String: Any]] {
        guard depth < Self.maximumDepth else { return [] }
        var children: [[String: Any]] = []
        var next = parent["First"]?.asDictionary
        while let item = next, visited.count < Self.maximumEntries,
            visited.insert(ObjectIdentifier(item)).inserted
        {
            var entry: [String: Any] = [:]
            if let title = item["Title"], case .string = title.value {
                entry[kCGPDFOutlineTitle] = PDFTextString.decode(title.bytes) ?? ""
            }
            var destination = item["Dest"]
            if destination == nil, let action = item["A"]?.asDictionary {
                switch action["S"]?.nameValue {
                case "GoTo": destination = action["D"]
                case "URI":
                    if let uri = action["URI"], case .string = uri.value,
                        let url = URL(string: String(decoding: uri.bytes, as: UTF8.self))
                    {
                        entry[kCGPDFOutlineDestination] = url
                    }
                default: break
                }
            }
            if let destination, let explicit = self.explicitDestination(destination) {
                if let first = explicit.first, let page = document.pageNumber(of: first) {
                    entry[kCGPDFOutlineDestination] = page
                }
                if explicit.count == 6, explicit[1].nameValue == "FitR" {
                    let numbers = explicit[2...].compactMap(\.numberValue)
                    if numbers.count == 4 {
                        entry[kCGPDFOutlineDestinationRect] =
                            CGRect(
                                x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0],
                                height: numbers[3] - numbers[1]
                            ).standardized
                    }
                }
            }
            let grandchildren = self.children(of: item, depth: depth + 1)
            if !grandchildren.isEmpty { entry[kCGPDFOutlineChildren] = grandchildren }
            children.append(entry)
            next = item["Next"]?.asDictionary
        }
        return children
    }

    /// An explicit destination array, looking named destinations up in `/Dests` and the
    /// `/Names` tree.
    func explicitDestination(_ destination: PDFObject) -> [PDFObject]? {
        let object = destination.resolved
        if let array = object.arrayValue { return array }
        if let dictionary = object.asDictionary, let array = dictionary["D"]?.arrayValue { return array }
        let key: [UInt8]
        switch object.value {
        case .name, .string: key = object.bytes
        default: return nil
        }
        let catalog = document.store.catalog
        if case .name = object.value,
            let target = catalog?["Dests"]?.dictionaryValue?.value(for: key)?.resolved
        {
            return target.arrayValue ?? target["D"]?.arrayValue
        }
        guard let tree = catalog?["Names"]?["Dests"],
            let target = PDFNameTree.lookUp(key, in: tree)
        else { return nil }
        return target.arrayValue ?? target["D"]?.arrayValue
    }
}

/// Looks keys up in a PDF name tree, bounded in depth and nodes.
enum PDFNameTree {
    static func lookUp(_ key: [UInt8], in root: PDFObject) -> PDFObject? {
        var stack: [(PDFObject, Int)] = [(root, 0)]
        var visited: Set<ObjectIdentifier> = []
        while let (node, depth) = stack.popLast() {
            let node = node.resolved
            guard depth < 32, visited.count < 100_000, visited.insert(ObjectIdentifier(node)).inserted else {
                continue
            }
            if let names = node["Names"]?.arrayValue {
                for index in stride(from: 0, to: names.count - 1, by: 2)
                where names[index].resolved.bytes == key {
                    return names[index + 1].resolved
                }
            }
            for kid in node["Kids"]?.arrayValue ?? [] {
                stack.append((kid, depth + 1))
            }
        }
        return nil
    }
}
