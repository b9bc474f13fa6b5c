import Foundation

/// Data from a data set of an asset catalog.
///
/// Mirrors UIKit's `NSDataAsset`. Linux has no compiled asset catalogs; Lamina reads an
/// uncompiled one copied into the bundle's resources as a folder (SwiftPM:
/// `.copy("Assets.xcassets")`): the data set `name.dataset` (a name such as `"Folder/name"`
/// looks in that folder of the catalog) and the first file its `Contents.json` lists. With no
/// such catalog, data set or file, the initializer returns `nil`, as UIKit's does for a name
/// that names nothing.
open class NSDataAsset: NSObject, @unchecked Sendable {
    /// The data set's name. Mirrors `NSDataAsset.name`.
    public let name: String
    /// The data. Mirrors `NSDataAsset.data`.
    public let data: Data
    /// The data's uniform type identifier, as the catalog states it (`"public.json"`), or
    /// `"public.data"` when it states none. Mirrors `NSDataAsset.typeIdentifier`.
    public let typeIdentifier: String

    /// Loads the data set `name` from the main bundle's asset catalogs. Mirrors
    /// `NSDataAsset(name:)`.
    public convenience init?(name: String) {
        self.init(name: name, bundle: .main)
    }

    /// Loads the data set `name` from the asset catalogs in `bundle`'s resources. Mirrors
    /// `NSDataAsset(name:bundle:)`.
    public init?(name: String, bundle: Bundle) {
        guard !name.isEmpty, !name.contains("\0"), !name.split(separator: "/").contains("..") else {
            return nil
        }
        let folders = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        let files = FileManager.default
        for folder in folders {
            guard let entries = try? files.contentsOfDirectory(atPath: folder) else { continue }
            for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                let set = ((folder as NSString).appendingPathComponent(catalog) as NSString)
                    .appendingPathComponent(name + ".dataset")
                guard let entry = Self.firstFile(inDataSet: set),
                    let data = files.contents(atPath: (set as NSString).appendingPathComponent(entry.file))
                else { continue }
                self.name = name
                self.data = data
                self.typeIdentifier = entry.type ?? "public.data"
                super.init()
                return
            }
        }
        return nil
    }

    /// The first file a data set's `Contents.json` lists, with its type identifier.
    private static func firstFile(inDataSet folder: String) -> (file: String, type: String?)? {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard let json = FileManager.default.contents(atPath: contents),
            let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let entries = object["data"] as? [[String: Any]]
        else { return nil }
        for entry in entries {
            guard let file = entry["filename"] as? String, !file.contains("/") else { continue }
            return (file, entry["universal-type-identifier"] as? String)
        }
        return nil
    }
}
