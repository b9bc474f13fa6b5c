import CLamina
import Foundation
import LaminaGraphics
import Synchronization

/// Paints a render tree into a bitmap in horizontal bands (a ``BandLayout``), on as many
/// threads as allowed: each chunk of bands is painted by its own ``Compositor`` from the
/// shared, immutable tree, through its own Cairo surface over the output's memory, clipped to
/// the chunk's rows.
///
/// The bands are the same whatever the number of threads, so the picture is too, byte for
/// byte: threads only decide who paints which band. (Cairo rebases a pattern's fixed-point
/// matrix on the area each drawing covers, so a picture cut into other bands would differ in
/// the last bit of some gradient pixels.) A thread takes a chunk of bands that the layout
/// joins (no drawing whose last bits depend on its clip crosses the cuts between them; see
/// ``BandLayout/joinsAbove``) and paints it at once, which gives the same bytes without
/// drawing twice what crosses those cuts: one thread takes every joined band at once, several
/// take fewer at a time as fewer remain (``BandLayout/nextChunk(from:of:workers:)``). Every
/// chunk's surface has the whole output's size and coordinates; a chunk writes and reads only
/// its own rows. Layers whose paint bounds miss a chunk are culled, and effects that spread
/// across bands (shadow blurs, softened text) are computed with the margins they need.
package enum BandedPainter {
    /// Paints `tree` into `surface` (an ARGB32 image surface whose pixels are device space),
    /// `toDevice` mapping the root's space to device space, clipped to `clip`, on up to
    /// `concurrency` threads: every band of `layout` (the surface's height), or only those in
    /// `bandRange`, across every column or only `columns` (which no drawing may straddle but
    /// boxes: see ``DamageColumns``); layers whose paint misses `cull` are left out (see
    /// ``RenderCanvas/cull``).
    package static func paint(
        _ tree: RenderTree, into surface: CairoSurface, toDevice: CGAffineTransform, clip: CGRect,
        outputScale: CGFloat, concurrency: Int, layout: BandLayout, bandRange: Range<Int>? = nil,
        columns: Range<Int>? = nil, cull: CGRect = .infinite
    ) {
        // Each band writes only its own rows of this memory.
        guard let surfacePixels = surface.pixels else { return }
        nonisolated(unsafe) let pixels = surfacePixels
        let width = surface.width
        let height = surface.height
        let stride = surface.stride
        precondition(layout.height == height, "a band layout for another height")
        let allBands = 0..<layout.count
        let bands = bandRange.map { $0.clamped(to: allBands) } ?? allBands
        guard !bands.isEmpty else { return }
        let workers = max(1, min(concurrency, bands.count))
        // Each thread takes joined bands and paints them at once: the same bytes, without
        // drawing twice what crosses the cuts between them; fewer at a time as fewer remain.
        let next = Atomic<Int>(bands.lowerBound)
        @Sendable func takeChunk() -> Range<Int> {
            var start = next.load(ordering: .relaxed)
            while true {
                let chunk = layout.nextChunk(from: start, of: bands, workers: workers)
                guard !chunk.isEmpty else { return chunk }
                let (taken, current) = next.compareExchange(
                    expected: start, desired: chunk.upperBound, ordering: .relaxed)
                if taken { return chunk }
                start = current
            }
        }
        @Sendable func paintBands() {
            while true {
                let chunk = takeChunk()
                guard !chunk.isEmpty else { return }
                let rows = layout.rows(of: chunk)
                guard
                    let bandSurface = try? CairoSurface(
                        adopting: cairo_image_surface_create_for_data(
                            pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
                        operation: "band surface"),
                    let context = try? CairoContext(target: bandSurface)
                else { continue }
                let bandColumns = columns?.clamped(to: 0..<width) ?? 0..<width
                let bandRect = CGRect(
                    x: CGFloat(bandColumns.lowerBound), y: CGFloat(rows.lowerBound),
                    width: CGFloat(bandColumns.count), height: CGFloat(rows.count))
                cairo_rectangle(
                    context.pointer, Double(bandRect.minX), Double(bandRect.minY), Double(bandRect.width),
                    Double(bandRect.height))
                cairo_clip(context.pointer)
                let canvas = RenderCanvas(
                    cairo: context.pointer, origin: .zero, pixelScale: 1, clip: clip.intersection(bandRect),
                    isVector: false, frameClip: clip, cull: cull)
                let compositor = Compositor(
                    tree: tree, outputScale: outputScale, vectorRasterScale: max(2, outputScale))
                DeepStack.run(depth: tree.depth) {
                    compositor.drawRoot(in: canvas, toDevice: toDevice)
                }
                cairo_surface_flush(bandSurface.pointer)
            }
        }
        if workers == 1 {
            paintBands()
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in paintBands() }
        }
        surface.markDirty()
    }
}
