import Foundation
import LaminaTesting

/// A command-line tool that some tests need (poppler's `pdftoppm`, `pdfimages`, `pdffonts`,
/// `pdftotext`): LaminaTesting's, which its PDF snapshots run too.
package typealias ExternalTool = LaminaTesting.ExternalTool

/// A font file that some tests need, with the package that installs it.
package struct RequiredFont: Sendable {
    /// The path where the distribution installs the font.
    package let path: String
    /// The distribution package that provides it.
    package let package: String

    /// WenQuanYi Micro Hei, the CJK font `make test` installs.
    package static let cjk = RequiredFont(
        path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei")

    /// DejaVu Sans, the font `make test` installs for Latin text.
    package static let dejaVu = RequiredFont(
        path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core")

    /// Nimbus Sans, the clone of Helvetica (its metrics and shapes) `make test` installs, which
    /// fontconfig gives for Helvetica and for names no installed font has.
    package static let nimbusSans = RequiredFont(
        path: "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf", package: "fonts-urw-base35")

    /// Checks that the font is installed.
    ///
    /// - Throws: ``ExternalTool/Failure`` naming the font and its package when it is missing.
    package func require() throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ExternalTool.Failure(
                description: "\(path) is not installed: install \(package) (`make test` installs it)")
        }
    }
}
