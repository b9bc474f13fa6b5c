import CLamina
import Foundation

/// The pixels an image is drawn with: its own when its color space is sRGB, else a copy
/// matched to sRGB (``ImageColorMatching``), made the first time the image is drawn and kept.
///
/// Images are drawn from several painting threads at once: the copy is made under a lock.
package final class ColorMatchedSurface: @unchecked Sendable {
    private let lock = NSLock()
    private var matched: CairoSurface??

    package init() {}

    /// `surface`, or its copy matched from `space` to sRGB.
    package func surface(for surface: CairoSurface, in space: CGColorSpace?) -> CairoSurface {
        guard let space, space !== CGColorSpace.sharedSRGB, space.model == .rgb else { return surface }
        lock.lock()
        defer { lock.unlock() }
        if let matched { return matched ?? surface }
        let made = ImageColorMatching.sRGBCopy(of: surface, in: space)
        matched = .some(made)
        return made ?? surface
    }
}
