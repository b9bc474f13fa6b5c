import LaminaGraphics

/// Where a raster frame is cut into the horizontal bands that ``BandedPainter`` paints, one
/// band per task.
///
/// A layer that crosses a cut is drawn twice, once in each band, so cuts are placed where few
/// drawings cross: each cut is the row, within half a band of its nominal place (every
/// ``nominalHeight`` rows), that the fewest paint bounds straddle. Cairo decides the last bits
/// of some drawings' pixels from the area they cover within the clip, which a band's clip can
/// cut: the layout is therefore a function of the frame alone (its render tree, its map to
/// device space and the output's size), never of the number of threads. A thread may paint a
/// run of bands at once only across cuts that no such drawing crosses (``joinsAbove``), so
/// that every thread count paints the same bytes.
package struct BandLayout: Equatable, Sendable {
    /// The rows of the output.
    package let height: Int
    /// The first row of each band, ascending, starting with 0.
    package let starts: [Int]
    /// For each band, whether it may be painted together with the band above as one (false
    /// for the first): no drawing whose last bits depend on its clip
    /// (``RenderNode/dependsOnClip``) crosses the cut between them, so that painting both at
    /// once gives the same bytes as painting them apart, without drawing twice what crosses
    /// the cut.
    package let joinsAbove: [Bool]

    /// Rows per band, before cuts move to avoid drawings.
    package static let nominalHeight = 64
    /// How far a cut may move from its nominal row, either way.
    package static let window = nominalHeight / 2

    /// Bands over the `height` rows of an output `width` pixels wide, whose cuts avoid the
    /// drawings of `tree`, whose root's space maps to device space by `toDevice`.
    package init(tree: RenderTree, toDevice: CGAffineTransform, width: Int, height: Int) {
        self.height = max(0, height)
        let count = Self.nominalCount(height: self.height)
        guard count > 1 else {
            starts = count == 1 ? [0] : []
            joinsAbove = count == 1 ? [false] : []
            return
        }
        let (crossings, clipDependent) = Self.crossings(
            of: tree, toDevice: toDevice, width: CGFloat(max(0, width)), height: self.height)
        var starts = [0]
        starts.reserveCapacity(count)
        var joinsAbove = [false]
        joinsAbove.reserveCapacity(count)
        for band in 1..<count {
            let nominal = band * Self.nominalHeight
            // A band keeps at least a quarter of the nominal height, the last one included.
            let minimum = Self.nominalHeight / 4
            let lower = max(nominal - Self.window, starts[starts.count - 1] + minimum)
            let upper = min(nominal + Self.window, self.height - minimum)
            guard lower <= upper else { continue }
            var best = min(max(nominal, lower), upper)
            for row in lower...upper {
                let distance = abs(row - nominal)
                if crossings[row] < crossings[best]
                    || (crossings[row] == crossings[best] && distance < abs(best - nominal))
                {
                    best = row
                }
            }
            starts.append(best)
            joinsAbove.append(clipDependent[best] == 0)
        }
        self.starts = starts
        self.joinsAbove = joinsAbove
    }

    /// The bands a thread paints next, as one, out of `bands` from band `start` on, when
    /// `workers` threads share them out: joined bands only (see ``joinsAbove``), as many as
    /// are left for one thread, and otherwise fewer as fewer remain (a share of what is left,
    /// so that threads finish together), at least one.
    package func nextChunk(from start: Int, of bands: Range<Int>, workers: Int) -> Range<Int> {
        let remaining = bands.upperBound - start
        guard remaining > 0 else { return start..<start }
        let size = workers <= 1 ? remaining : max(1, remaining / (2 * workers))
        var end = start + 1
        while end < start + size, joinsAbove[end] { end += 1 }
        return start..<end
    }

    /// The number of bands.
    package var count: Int { starts.count }

    /// The rows of band `band`.
    package func rows(of band: Int) -> Range<Int> {
        starts[band]..<(band + 1 < starts.count ? starts[band + 1] : height)
    }

    /// The rows of the bands in `bands`.
    package func rows(of bands: Range<Int>) -> Range<Int> {
        guard !bands.isEmpty else { return 0..<0 }
        return rows(of: bands.lowerBound).lowerBound..<rows(of: bands.upperBound - 1).upperBound
    }

    /// The bands that rows `top..<bottom` fall in.
    package func bands(coveringRows top: Int, _ bottom: Int) -> Range<Int> {
        let top = max(0, top)
        let bottom = min(height, bottom)
        guard bottom > top else { return 0..<0 }
        return band(containing: top)..<(band(containing: bottom - 1) + 1)
    }

    /// The band row `row` is in.
    private func band(containing row: Int) -> Int {
        // The last start at or before the row.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The rows whose band differs between this layout and `other` (of the same height): the
    /// pixels a frame painted with one layout may differ in from one painted with the other.
    package func rowsInOtherBands(than other: BandLayout) -> Range<Int> {
        guard height == other.height else { return 0..<height }
        var first = height
        var last = 0
        // Walk both layouts' bands together: a row keeps its band where both start and end
        // agree.
        var mine = 0
        var theirs = 0
        while mine < count, theirs < other.count {
            let a = rows(of: mine)
            let b = other.rows(of: theirs)
            if a != b {
                first = min(first, max(a.lowerBound, b.lowerBound))
                last = max(last, min(a.upperBound, b.upperBound))
            }
            if a.upperBound <= b.upperBound { mine += 1 }
            if b.upperBound <= a.upperBound { theirs += 1 }
        }
        return first < last ? first..<last : 0..<0
    }

    private static func nominalCount(height: Int) -> Int {
        (height + nominalHeight - 1) / nominalHeight
    }

    /// For each row, how many visible nodes' device paint bounds reach both above and below
    /// the cut just above it (`all`), and how many of those nodes draw in a way that depends on
    /// their clip (`clipDependent`: ``RenderNode/dependsOnClip``, counted with its whole
    /// subtree by its paint bounds; or a drawing that reaches past the output's left or right
    /// side, where Cairo may keep or drop pieces of it by the band's corners). Nodes are
    /// followed down the tree while their placement is affine; a replicator, a transform layer,
    /// a layer in a transition or one turned in perspective counts as a whole, and the last two
    /// (which draw past their paint bounds) as crossing every cut by a clip-dependent drawing.
    private static func crossings(
        of tree: RenderTree, toDevice: CGAffineTransform, width: CGFloat, height: Int
    ) -> (all: [Int32], clipDependent: [Int32]) {
        var steps = [Int32](repeating: 0, count: height + 2)
        var clipSteps = [Int32](repeating: 0, count: height + 2)
        func count(_ bounds: CGRect, dependsOnClip: Bool) {
            guard !bounds.isNull else { return }
            guard bounds.isFiniteRect else {
                // Reaching everywhere, it crosses every cut alike.
                if dependsOnClip, !bounds.isEmpty {
                    clipSteps[0] += 1
                    clipSteps[height + 1] -= 1
                }
                return
            }
            // The rows the node inks, whole (its paint bounds hold every pixel it inks).
            let top = Int(max(-1, min(CGFloat(height), bounds.minY.rounded(.down))))
            let bottom = Int(max(-1, min(CGFloat(height), bounds.maxY.rounded(.up))))
            // Cuts strictly inside the node's rows: top + 1 ... bottom - 1.
            guard bottom - top >= 2 else { return }
            steps[top + 1] += 1
            steps[bottom] -= 1
            if dependsOnClip || bounds.minX < 0 || bounds.maxX > width {
                clipSteps[top + 1] += 1
                clipSteps[bottom] -= 1
            }
        }
        tree.forEachPlacedNode(toDevice: toDevice) { placed, _ in
            switch placed {
            case .warped(_, let reach):
                // Turned in perspective: drawn through a warped image.
                count(reach, dependsOnClip: true)
                return false
            case .affine(let index, _, let device):
                let node = tree.node(index)
                let dependsOnClip = node.pointee.dependsOnClip
                // A node reaching everywhere crosses every cut alike; its sublayers may not.
                if !device.isInfinite { count(device, dependsOnClip: dependsOnClip) }
                let pastBounds = node.pointee.drawsPastPaintBounds
                if pastBounds || (device.isInfinite && dependsOnClip) {
                    count(.infinite, dependsOnClip: true)
                }
                return !pastBounds && node.pointee.kind != .replicator
            }
        }
        return (runningSums(steps, height: height), runningSums(clipSteps, height: height))
    }

    /// The running sums of `steps` over rows 0 ... `height`.
    private static func runningSums(_ steps: [Int32], height: Int) -> [Int32] {
        var sums = [Int32](repeating: 0, count: height + 1)
        var running: Int32 = 0
        for row in 0...height {
            running += steps[row]
            sums[row] = running
        }
        return sums
    }
}
