import LaminaGraphics

/// Which columns of its bands a frame sequence repaints around a damaged rectangle.
///
/// A band is painted as a whole frame paints it, so that Cairo rasterizes every drawing within
/// the same clip and gives it the same last bits. Cutting the clip at a column that a drawing
/// straddles may change those bits; cutting it where no drawing does leaves every drawing
/// whole on one side or the other, inside the clip exactly as in the whole band. The damaged
/// pixels of a small change can therefore be repainted between the nearest such columns
/// rather than across the whole width.
package enum DamageColumns {
    /// The columns, from the nearest column at or left of `damage` (device pixels) to the
    /// nearest at or right of it, that no drawing reaching `rows` straddles (antialiasing
    /// included), in an output `width` pixels wide; the output's sides always qualify.
    ///
    /// Axis-aligned boxes (a plain layer's background without rounded corners, border, group
    /// or effect) may straddle them: Cairo gives each pixel of a box its exact share, however
    /// the clip cuts it at whole columns. A layer in a transition or a transform layer draws
    /// past its paint bounds: it straddles every column.
    package static func around(
        _ damage: CGRect, rows: Range<Int>, in tree: RenderTree, toDevice: CGAffineTransform, width: Int
    ) -> Range<Int> {
        let whole = 0..<max(0, width)
        guard width > 0, !rows.isEmpty, damage.isFiniteRect, !damage.isNull else { return whole }
        let left = Int(max(0, min(CGFloat(width), damage.minX.rounded(.down))))
        let right = Int(max(0, min(CGFloat(width), damage.maxX.rounded(.up))))
        guard left < right else { return whole }
        // steps[c] counts drawings straddling the cut before column c, as a running sum.
        var steps = [Int32](repeating: 0, count: width + 2)
        var straddlesEverything = false
        func mark(_ bounds: CGRect) {
            guard !bounds.isNull else { return }
            guard bounds.isFiniteRect else {
                straddlesEverything = true
                return
            }
            guard bounds.maxY > CGFloat(rows.lowerBound), bounds.minY < CGFloat(rows.upperBound) else {
                return
            }
            let first = Int(max(-1, min(CGFloat(width), bounds.minX.rounded(.down))))
            let last = Int(max(-1, min(CGFloat(width), bounds.maxX.rounded(.up))))
            guard last - first >= 2 else { return }
            steps[first + 1] += 1
            steps[last] -= 1
        }
        tree.forEachPlacedNode(toDevice: toDevice) { placed, stop in
            defer { stop = straddlesEverything }
            switch placed {
            case .warped(_, let reach):
                mark(reach)
                return false
            case .affine(let index, let map, let device):
                let node = tree.node(index)
                if node.pointee.drawsPastPaintBounds {
                    straddlesEverything = true
                    return false
                }
                // A subtree missing the rows draws nothing there.
                if device.isFiniteRect,
                    device.maxY <= CGFloat(rows.lowerBound) || device.minY >= CGFloat(rows.upperBound)
                {
                    return false
                }
                guard isBox(node, map: map) else {
                    // Counted whole, with its subtree.
                    mark(device)
                    return false
                }
                return true
            }
        }
        guard !straddlesEverything else { return whole }
        var straddled = [Bool](repeating: false, count: width + 1)
        var running: Int32 = 0
        for column in 0...width {
            running += steps[column]
            straddled[column] = running > 0 && column > 0 && column < width
        }
        var start = left
        while straddled[start] { start -= 1 }
        var end = right
        while straddled[end] { end += 1 }
        return start..<end
    }

    /// Whether the node draws, of its own, at most an axis-aligned box (its sublayers are
    /// separate drawings): a plain layer without rounded corners, border, contents, shadow,
    /// mask, group or clip, placed by `map` without rotation or shear.
    private static func isBox(_ node: UnsafePointer<RenderNode>, map: CGAffineTransform) -> Bool {
        let paint = node.pointee.paint
        return node.pointee.kind == .plain && map.b == 0 && map.c == 0
            && (paint.shape.radius == 0 || paint.shape.corners.isEmpty) && paint.border == nil
            && !paint.masksToBounds && node.pointee.content.image == nil && node.pointee.shadow == nil
            && !node.pointee.needsOwnGroup
    }
}
