import Foundation

/// One leaf of a document's page tree, with the attributes it inherits from its ancestors.
struct PDFPageEntry {
    /// The most pages read from one page tree.
    static let maximumPages = 1 << 20
    /// The deepest page tree read.
    static let maximumDepth = 64

    /// The page's dictionary.
    let dictionary: PDFObject
    /// `/MediaBox`, `/CropBox`, `/Rotate` and `/Resources`, from the page or its nearest
    /// ancestor that has them.
    let mediaBox: PDFObject?
    let cropBox: PDFObject?
    let rotate: PDFObject?
    let resources: PDFObject?

    /// The pages under `root`, in order. Nodes seen twice (a cycle or a shared kid) are read once;
    /// trees deeper than ``maximumDepth`` or larger than ``maximumPages`` are cut there.
    static func collect(root: PDFObject) -> [PDFPageEntry] {
        struct Inherited {
            var mediaBox: PDFObject?
            var cropBox: PDFObject?
            var rotate: PDFObject?
            var resources: PDFObject?

            func updated(from node: PDFObject) -> Inherited {
                Inherited(
                    mediaBox: node["MediaBox"] ?? mediaBox, cropBox: node["CropBox"] ?? cropBox,
                    rotate: node["Rotate"] ?? rotate, resources: node["Resources"] ?? resources)
            }
        }
        var pages: [PDFPageEntry] = []
        var visited: Set<ObjectIdentifier> = []
        // A stack of (node, inherited attributes, depth), kids pushed in reverse to keep order.
        var stack: [(PDFObject, Inherited, Int)] = [(root, Inherited(), 0)]
        while let (node, inherited, depth) = stack.popLast(), pages.count < maximumPages {
            guard let node = node.asDictionary, visited.insert(ObjectIdentifier(node)).inserted else {
                continue
            }
            let attributes = inherited.updated(from: node)
            let type = node["Type"]?.nameValue
            if let kids = node["Kids"]?.arrayValue, type != "Page" {
                guard depth < maximumDepth else { continue }
                for kid in kids.reversed() {
                    stack.append((kid, attributes, depth + 1))
                }
            } else if type == "Page" || (type == nil && node["Kids"] == nil && depth > 0) {
                pages.append(
                    PDFPageEntry(
                        dictionary: node, mediaBox: attributes.mediaBox, cropBox: attributes.cropBox,
                        rotate: attributes.rotate, resources: attributes.resources))
            }
        }
        return pages
    }
}
