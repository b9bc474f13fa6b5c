import Foundation

/// Finding image files the way UIKit does: scale suffixes and search folders.
enum ImageFiles {
    /// The scale a file name states: 2 for `icon@2x.png`, 3 for `icon@3x.png`, else 1.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for scale in [2, 3] where base.hasSuffix("@\(scale)x") {
            return CGFloat(scale)
        }
        return 1
    }

    /// The first existing file for an image `name` in `folders`: with an extension, that
    /// file (or its scaled variants); without, `name@Nx.png` from the screen's scale down,
    /// then `name.png`.
    static func find(_ name: String, in folders: [String], screenScale: CGFloat) -> String? {
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let suffix = ext.isEmpty ? "png" : ext
        // A scale that is not 1, 2 or 3 (NaN, huge, tiny) prefers the nearest of them.
        let preferred = screenScale >= 2.5 ? 3 : screenScale >= 1.5 ? 2 : 1
        let scales = [preferred] + [3, 2].filter { $0 != preferred }
        var candidates = scales.filter { $0 > 1 }.map { "\(base)@\($0)x.\(suffix)" }
        candidates.append("\(base).\(suffix)")
        for folder in folders {
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }
}

extension UIImage {
    /// Loads an image by name from the main bundle's resources or the current directory;
    /// `nil` when no file is found or it is neither a PNG nor a JPEG.
    ///
    /// Mirrors UIKit's `init(named:)`, without asset catalogs (Linux has none). The name may
    /// have an extension; without one, `name@2x.png` (at the screen's scale, then the other
    /// scales) and `name.png` are tried, in `Bundle.main.resourcePath` and then the current
    /// directory. The file's `@Nx` suffix gives the image's scale. Images are not cached.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads an image by name from a bundle's resources (the main bundle and the current
    /// directory when `bundle` is `nil`); see ``init(named:)``. The trait collection's display
    /// scale, when set, chooses the preferred `@Nx` file.
    ///
    /// Mirrors UIKit's `init(named:in:compatibleWith:)`; works with SwiftPM's `Bundle.module`.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        guard !name.isEmpty else { return nil }
        var folders: [String] = []
        if let bundle {
            folders += [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        } else {
            folders += [Bundle.main.resourcePath].compactMap { $0 }
            folders.append(FileManager.default.currentDirectoryPath)
        }
        let scale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : UIScreen.main.scale }
        guard let path = ImageFiles.find(name, in: folders, screenScale: scale ?? UIScreen.main.scale) else {
            return nil
        }
        self.init(contentsOfFile: path)
    }
}
