import CLamina
import LaminaGraphics

/// Bounds of particles.
package enum ParticleBounds {
    /// A bound of the particles, in the emitter's coordinates.
    package static func of(_ particles: [Particle]) -> CGRect {
        var bounds = CGRect.null
        for particle in particles {
            guard let size = Compositor.particleSize(particle) else { continue }
            // The half-diagonal covers any rotation.
            let reach = (size.width * size.width + size.height * size.height).squareRoot() / 2
            bounds = bounds.union(
                CGRect(
                    x: particle.position.x - reach, y: particle.position.y - reach, width: 2 * reach,
                    height: 2 * reach))
        }
        return bounds
    }
}

extension Compositor {
    /// The drawn size of a particle: its cell's contents rectangle at the contents scale,
    /// times the particle's scale; `nil` when it draws nothing.
    package static func particleSize(_ particle: Particle) -> CGSize? {
        guard let look = particle.look, particle.scale > 0, particle.color.alpha > 0 else { return nil }
        let image = look.image
        let rect = look.contentsRect
        let contentsScale = look.contentsScale
        return CGSize(
            width: CGFloat(image.width) * rect.width / contentsScale * particle.scale,
            height: CGFloat(image.height) * rect.height / contentsScale * particle.scale)
    }

    /// Draws an emitter's particles in its coordinates (`toDevice`), each its cell's contents
    /// multiplied by its colour, rotated and scaled about its centre; `additive` adds them.
    package func drawParticles(
        of index: Int, in canvas: RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let node = tree.node(index)
        let particles = node.pointee.particles
        guard !particles.isEmpty else { return }
        let c = canvas.cairo
        let scoped = canvas.scoped
        scoped.withSavedState {
            if node.pointee.paint.masksToBounds {
                canvas.setMatrix(toDevice)
                cairo_new_path(c)
                node.pointee.paint.shape.addPath(to: c)
                cairo_clip(c)
            }
            if node.pointee.particlesAdd { cairo_set_operator(c, CAIRO_OPERATOR_ADD) }
            var tints = ParticleTints()
            for particle in particles {
                guard let size = Self.particleSize(particle), let look = particle.look else { continue }
                let image = look.image
                let rect = look.contentsRect
                let place = CGAffineTransform(translationX: particle.position.x, y: particle.position.y)
                    .rotated(by: particle.rotation)
                guard
                    Compositor.isDrawable(
                        CGRect(origin: .zero, size: size).applying(place.concatenating(toDevice)))
                else { continue }
                canvas.setMatrix(place.concatenating(toDevice))
                // Destination rectangle centred on the particle → the contents rectangle's pixels.
                let source = CGRect(
                    x: rect.minX * CGFloat(image.width), y: rect.minY * CGFloat(image.height),
                    width: rect.width * CGFloat(image.width), height: rect.height * CGFloat(image.height))
                let sx = source.width / size.width
                let sy = source.height / size.height
                var matrix = cairo_matrix_t(
                    xx: Double(sx), yx: 0, xy: 0, yy: Double(sy),
                    x0: Double(source.minX + size.width / 2 * sx),
                    y0: Double(source.minY + size.height / 2 * sy))
                let color = particle.color
                let opacity = Double(alpha * color.alpha)
                let white = color.red >= 1 && color.green >= 1 && color.blue >= 1
                let (surface, asMask) =
                    white ? (image.drawingSurface, false) : tints.surface(for: image, color: color)
                let pattern = cairo_pattern_create_for_surface(surface.pointer)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_new_path(c)
                cairo_rectangle(
                    c, Double(-size.width / 2), Double(-size.height / 2), Double(size.width),
                    Double(size.height))
                scoped.withSavedState {
                    cairo_clip(c)
                    if asMask {
                        cairo_set_source_rgba(
                            c, Double(color.red), Double(color.green), Double(color.blue), opacity)
                        cairo_mask(c, pattern)
                    } else {
                        cairo_set_source(c, pattern)
                        cairo_paint_with_alpha(c, opacity)
                    }
                }
                cairo_pattern_destroy(pattern)
            }
        }
    }
}

/// Particle contents multiplied by colours, made once per image and colour in a pass.
///
/// A white image (every pixel grey-levelled at full brightness: premultiplied red, green and
/// blue equal to alpha) is drawn as a mask under the colour, which is exact; other images get
/// a tinted copy per colour (quantised to 8 bits a channel).
struct ParticleTints {
    private var whiteness: [ObjectIdentifier: Bool] = [:]
    private var copies: [TintKey: CairoSurface] = [:]

    private struct TintKey: Hashable {
        let image: ObjectIdentifier
        let red: UInt8
        let green: UInt8
        let blue: UInt8
    }

    /// The surface to draw for `image` under `color`, and whether it is a mask for the colour.
    mutating func surface(
        for image: CGImage, color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    )
        -> (CairoSurface, Bool)
    {
        let id = ObjectIdentifier(image)
        let isWhite = whiteness[id] ?? Self.isWhite(image)
        whiteness[id] = isWhite
        if isWhite { return (image.drawingSurface, true) }
        let key = TintKey(
            image: id, red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
            blue: UInt8((color.blue * 255).rounded()))
        if let copy = copies[key] { return (copy, false) }
        guard let copy = Self.copy(of: image) else { return (image.drawingSurface, false) }
        PixelTint.multiply(
            copy, red: CGFloat(key.red) / 255, green: CGFloat(key.green) / 255, blue: CGFloat(key.blue) / 255)
        copies[key] = copy
        return (copy, false)
    }

    /// Whether every pixel is white at some alpha (an A8 image counts as white).
    private static func isWhite(_ image: CGImage) -> Bool {
        let surface = image.drawingSurface
        guard surface.format == CAIRO_FORMAT_ARGB32 else { return true }
        guard let pixels = surface.pixels else { return false }
        for row in 0..<surface.height {
            let line = UnsafeRawPointer(pixels + row * surface.stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<surface.width {
                let word = line[column]
                let a = word >> 24
                if word >> 16 & 0xFF != a || word >> 8 & 0xFF != a || word & 0xFF != a { return false }
            }
        }
        return true
    }

    /// An ARGB32 copy of the image's pixels (matched to sRGB).
    private static func copy(of image: CGImage) -> CairoSurface? {
        let surface = image.drawingSurface
        guard surface.format == CAIRO_FORMAT_ARGB32, let source = surface.pixels,
            let copy = try? CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: image.width, height: image.height),
            let target = copy.pixels, copy.stride == surface.stride
        else { return nil }
        target.update(from: source, count: copy.stride * copy.height)
        copy.markDirty()
        return copy
    }
}
