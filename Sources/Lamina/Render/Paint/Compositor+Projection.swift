import CLamina
import LaminaGraphics

extension Compositor {
    /// Draws a layer whose map to device space has perspective: the layer (with its subtree,
    /// flattened, and its own effects) is drawn offscreen in its own space, then warped onto
    /// the canvas through the true projective map, with bilinear sampling.
    package func drawProjected(
        _ index: Int, in canvas: inout RenderCanvas, map: Homography, alpha: CGFloat
    ) {
        let local = tree.node(index).pointee.paintBounds
        guard !local.isNull, !local.isInfinite, local.width > 0, local.height > 0,
            let projected = map.boundingBox(of: local), let inverse = map.inverse
        else { return }
        let area = projected.intersection(canvas.clip)
        guard !area.isNull, area.width >= 0.5, area.height >= 0.5 else { return }
        let pixelScale = canvas.isVector ? vectorRasterScale : canvas.pixelScale
        // Sample the layer at least as finely as the most stretched edge of its projection.
        let corners = [
            CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
            CGPoint(x: local.maxX, y: local.maxY), CGPoint(x: local.minX, y: local.maxY),
        ]
        let mapped = corners.compactMap(map.apply)
        guard mapped.count == 4 else { return }
        var stretch: CGFloat = 0
        for i in 0..<4 {
            let j = (i + 1) % 4
            let before = hypot(corners[j].x - corners[i].x, corners[j].y - corners[i].y)
            let after = hypot(mapped[j].x - mapped[i].x, mapped[j].y - mapped[i].y)
            if before > 0 { stretch = max(stretch, after / before) }
        }
        let sourceScale = min(max(stretch * pixelScale, 0.25), 8)
        guard let source = OffscreenSurface(covering: local, pixelScale: sourceScale),
            let target = OffscreenSurface(covering: area, pixelScale: pixelScale)
        else { return }
        var sourceCanvas = source.canvas
        drawLayer(index, in: &sourceCanvas, toDevice: .identity, alpha: 1)
        ProjectiveWarp.warp(source: source, into: target, deviceToLocal: inverse)
        paintGroup(Group(offscreen: target), in: canvas, alpha: alpha)
    }
}

/// Resamples one offscreen surface into another through a projective map.
package enum ProjectiveWarp {
    /// Fills `target` (device space) from `source` (layer space) where `deviceToLocal` maps a
    /// device point to the layer point it shows; bilinear, premultiplied, transparent outside.
    package static func warp(
        source: OffscreenSurface, into target: OffscreenSurface, deviceToLocal: Homography
    ) {
        guard let input = source.surface.pixels, let output = target.surface.pixels else { return }
        let sourceWidth = source.surface.width
        let sourceHeight = source.surface.height
        let sourceStride = source.surface.stride
        let m = deviceToLocal.m
        let targetScale = target.pixelScale
        let sourceScale = source.pixelScale
        let origin = target.deviceRect.origin
        let sourceOrigin = source.deviceRect.origin
        for row in 0..<target.surface.height {
            let line = UnsafeMutableRawPointer(output + row * target.surface.stride).assumingMemoryBound(
                to: UInt32.self)
            let dy = origin.y + (CGFloat(row) + 0.5) / targetScale
            for column in 0..<target.surface.width {
                let dx = origin.x + (CGFloat(column) + 0.5) / targetScale
                let w = dx * m[2] + dy * m[5] + m[8]
                guard w > 1e-12 else { continue }
                let lx = (dx * m[0] + dy * m[3] + m[6]) / w
                let ly = (dx * m[1] + dy * m[4] + m[7]) / w
                let sx = (lx - sourceOrigin.x) * sourceScale - 0.5
                let sy = (ly - sourceOrigin.y) * sourceScale - 0.5
                guard sx > -1, sy > -1, sx < CGFloat(sourceWidth), sy < CGFloat(sourceHeight) else {
                    continue
                }
                let x0 = Int(sx.rounded(.down))
                let y0 = Int(sy.rounded(.down))
                let fx = Float(sx - CGFloat(x0))
                let fy = Float(sy - CGFloat(y0))
                func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                    guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return .zero }
                    let word = UnsafeRawPointer(input + y * sourceStride).load(
                        fromByteOffset: x * 4, as: UInt32.self)
                    return SIMD4(
                        Float(word >> 24), Float(word >> 16 & 0xFF), Float(word >> 8 & 0xFF),
                        Float(word & 0xFF))
                }
                let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
                let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
                let value = top * (1 - fy) + bottom * fy
                let rounded = (value + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                line[column] =
                    UInt32(rounded[0]) << 24 | UInt32(rounded[1]) << 16 | UInt32(rounded[2]) << 8
                    | UInt32(rounded[3])
            }
        }
        target.surface.markDirty()
    }
}
