// Lamina's benchmark: renders three scenes and compares each with a hand-written sequence of
// Cairo calls drawing the same pixels (the floor), measured in the same run. Run in release:
// `make bench`.
import CLamina
import Foundation
import Lamina

/// Milliseconds taken by `body`.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The median of `runs` timings after `warmUp` untimed runs.
func median(runs: Int = 15, warmUp: Int = 2, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<warmUp { try body() }
    var times: [Double] = []
    for _ in 0..<runs { times.append(try milliseconds(body)) }
    return times.sorted()[runs / 2]
}

/// The process's peak resident memory in MiB since the last reset.
func peakMemory() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return .nan }
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
    return kilobytes / 1024
}

/// Resets the peak resident memory (Linux: clear_refs 5).
func resetPeakMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// Bytes in use on the heap (glibc's mallinfo2).
func heapInUse() -> Int {
    Int(mallinfo2().uordblks)
}

/// The PSNR in dB between two images of the same size (premultiplied RGBA).
func psnr(_ a: CGImage, _ b: CGImage) -> Double {
    guard a.width == b.width, a.height == b.height else { return 0 }
    var squared = 0.0
    for y in stride(from: 0, to: a.height, by: 2) {
        for x in stride(from: 0, to: a.width, by: 2) {
            let p = a.pixel(x: x, y: y)!
            let q = b.pixel(x: x, y: y)!
            for (u, v) in [(p.red, q.red), (p.green, q.green), (p.blue, q.blue), (p.alpha, q.alpha)] {
                let d = Double(u) - Double(v)
                squared += d * d
            }
        }
    }
    let mse = squared / Double((a.width / 2) * (a.height / 2) * 4)
    return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
}

struct Row {
    var name: String
    var agreement: Double
    var frame: Double
    var floor: Double
    var peak: Double
    var build: Double
    var layers: Int
    /// The prepare pass alone (sampling the tree into a render tree), part of the frame.
    var prepare: Double
    /// The frame painted on every core.
    var cores: Double
    /// Peak memory of a frame on every core, MiB.
    var coresPeak: Double
    /// The median, over runs, of the one-thread frame's time over the floor's in that run.
    var frameRatio: Double
    /// The median, over runs, of the all-core frame's time over the floor's in that run.
    var coresRatio: Double
}

let runs = Int(ProcessInfo.processInfo.environment["LAMINA_BENCH_RUNS"] ?? "") ?? 15
/// One thread, as every figure before banded painting: the comparison with the floor.
let renderer = LayerRenderer(maximumConcurrency: 1)
/// Every core.
let allCores = LayerRenderer()
var rows: [Row] = []
let scenes: [(String, () -> CALayer, () -> OpaquePointer?)] = [
    ("cards", Scenes.cards, Floors.cards),
    ("shapes", Scenes.shapes, { Floors.shapes(Scenes.shapeList()) }),
    ("deep", Scenes.deep, Floors.deep),
]
let only = ProcessInfo.processInfo.environment["LAMINA_BENCH_SCENE"]
// `LAMINA_BENCH_PROFILE=<scene>` renders only that scene's one-thread frame, over and over for
// ten seconds (or `LAMINA_BENCH_FRAMES` times), for a profiler to watch (`perf record -g`,
// `perf stat`), and prints nothing else; `<scene>-floor` draws its floor instead, and
// `<scene>-cores` paints the frame on every core.
// `LAMINA_BENCH_PROFILE=cards-sequence` re-renders the cards scene through a frame sequence,
// one card changing each frame.
// `LAMINA_BENCH_PROFILE=autolayout` lays out the Auto Layout scene from scratch, 300 times.
// `LAMINA_BENCH_PROFILE=export` makes the 1,000-frame export alone, in a fresh process.
if ProcessInfo.processInfo.environment["LAMINA_BENCH_PROFILE"] == "export" {
    let result = try ExportMemory.measure()
    print(
        String(
            format: "export: %.0f ms, peak %.0f MiB, %.0f MiB before", result.milliseconds, result.peakMiB,
            result.beforeMiB))
    exit(0)
}
if ProcessInfo.processInfo.environment["LAMINA_BENCH_PROFILE"] == "autolayout" {
    var times: [Double] = []
    for _ in 0..<300 {
        let (root, _) = AutoLayoutScene.build()
        times.append(milliseconds { root.layoutIfNeeded() })
    }
    print(String(format: "first layouts: median %.2f ms", times.sorted()[times.count / 2]))
    exit(0)
}
if ProcessInfo.processInfo.environment["LAMINA_BENCH_PROFILE"] == "cards-sequence" {
    let cards = Scenes.cards()
    let sequence = renderer.frameSequence(of: cards)
    _ = try sequence.image()
    let card = cards.sublayers![500]
    let count = Int(ProcessInfo.processInfo.environment["LAMINA_BENCH_FRAMES"] ?? "") ?? 1000
    var times: [Double] = []
    for step in 0..<count {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = step % 2 == 0 ? Scenes.color(1, 1, 1) : Scenes.color(1, 0.9, 0.9)
        CATransaction.commit()
        times.append(try milliseconds { _ = try sequence.image() })
    }
    times.sort()
    print(
        String(
            format: "%d frames of cards-sequence: fastest %.2f ms, median %.2f ms", count, times[0],
            times[times.count / 2]))
    exit(0)
}
if let profiled = ProcessInfo.processInfo.environment["LAMINA_BENCH_PROFILE"],
    let scene = scenes.first(where: { [$0.0, $0.0 + "-floor", $0.0 + "-cores"].contains(profiled) })
{
    let tree = scene.1()
    let start = Date()
    let count = Int(ProcessInfo.processInfo.environment["LAMINA_BENCH_FRAMES"] ?? "")
    var frames = 0
    var times: [Double] = []
    while count.map({ frames < $0 }) ?? (Date().timeIntervalSince(start) < 10) {
        times.append(
            try milliseconds {
                if profiled == scene.0 {
                    _ = try renderer.image(of: tree)
                } else if profiled == scene.0 + "-cores" {
                    _ = try allCores.image(of: tree)
                } else {
                    cairo_surface_destroy(scene.2())
                }
            })
        frames += 1
    }
    times.sort()
    print(
        String(
            format: "%d frames of %@: fastest %.2f ms, median %.2f ms", frames, profiled as NSString,
            times[0], times[times.count / 2]))
    exit(0)
}
for (name, build, floor) in scenes where only == nil || only == name {
    var root: CALayer?
    let buildTime = milliseconds { root = build() }
    guard let tree = root else { continue }
    var count = 0
    var stack = [tree]
    while let layer = stack.popLast() {
        count += 1
        stack.append(contentsOf: layer.sublayers ?? [])
        if let mask = layer.mask { stack.append(mask) }
    }
    // Peak memory of each way, measured alone.
    resetPeakMemory()
    _ = try renderer.image(of: tree)
    let peak = peakMemory()
    resetPeakMemory()
    _ = try allCores.image(of: tree)
    let coresPeak = peakMemory()
    // The frame, the floor and the frame on all cores are timed in turn, run after run, so
    // that a slow spell of the machine weighs on all three alike: each ratio is the median of
    // the runs' own ratios.
    var frames: [Double] = []
    var floors: [Double] = []
    var cores: [Double] = []
    for run in -2..<runs {
        let frame = try milliseconds { _ = try renderer.image(of: tree) }
        let floorTime = milliseconds { cairo_surface_destroy(floor()) }
        let coresTime = try milliseconds { _ = try allCores.image(of: tree) }
        // The first two runs warm up.
        guard run >= 0 else { continue }
        frames.append(frame)
        floors.append(floorTime)
        cores.append(coresTime)
    }
    func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let frame = middle(frames)
    let floorTime = middle(floors)
    let coresTime = middle(cores)
    let frameRatio = middle(zip(frames, floors).map { $0 / $1 })
    let coresRatio = middle(zip(cores, floors).map { $0 / $1 })
    let prepareTime = median(runs: runs) { _ = RenderTree(root: tree, atTime: nil) }
    if ProcessInfo.processInfo.environment["LAMINA_BENCH_PAINT"] != nil {
        // The paint pass alone, from a prepared tree, into a fresh surface.
        let prepared = RenderTree(root: tree, atTime: nil)
        let paint = try median(runs: runs) {
            let surface = try CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: Int(tree.bounds.width), height: Int(tree.bounds.height))
            let context = try CairoContext(target: surface)
            let canvas = RenderCanvas(
                cairo: context.pointer, origin: .zero, pixelScale: 1,
                clip: CGRect(origin: .zero, size: tree.bounds.size), isVector: false)
            Compositor(tree: prepared, outputScale: 1).drawRoot(in: canvas, toDevice: .identity)
        }
        print(String(format: "%@: paint alone %.2f ms", name as NSString, paint))
    }
    // The floor must draw the same picture: compare the two.
    var agreement = 0.0
    if let floorSurface = try? CairoSurface(adopting: floor(), operation: "floor") {
        agreement = psnr(try renderer.image(of: tree), CGImage(surface: floorSurface))
    }
    rows.append(
        Row(
            name: name, agreement: agreement, frame: frame, floor: floorTime, peak: peak, build: buildTime,
            layers: count, prepare: prepareTime, cores: coresTime, coresPeak: coresPeak,
            frameRatio: frameRatio,
            coresRatio: coresRatio))
}

// Sampling the presentation of the cards scene with one animation on every card.
var samplingRatio = Double.nan
var samplingTime = Double.nan
if only == nil || only == "cards" {
    let cards = Scenes.cards()
    for card in cards.sublayers ?? [] {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.5
        pulse.beginTime = 1000
        pulse.duration = 10
        card.add(pulse, forKey: "pulse")
    }
    CATransaction.flush()
    samplingTime = median(runs: runs) { _ = RenderTree(root: cards, atTime: 1005) }
    let frameTime = try median(runs: runs) { _ = try renderer.image(of: cards, atTime: 1005) }
    samplingRatio = samplingTime / frameTime
}

// Frame sequences: one changed card re-rendered through a sequence, and 60-frame exports.
var oneCard = (sequence: Double.nan, full: Double.nan)
if only == nil || only == "cards" {
    let cards = Scenes.cards()
    let sequence = renderer.frameSequence(of: cards)
    _ = try sequence.image()
    let card = cards.sublayers![500]
    var step = 0
    let changed = try median(runs: runs) {
        step += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = step % 2 == 0 ? Scenes.color(1, 1, 1) : Scenes.color(1, 0.9, 0.9)
        CATransaction.commit()
        _ = try sequence.image()
    }
    oneCard = (changed, try median(runs: runs) { _ = try renderer.image(of: cards) })
}
var exports: [(name: String, sequence: Double, full: Double)] = []
for (name, build) in [("button fade", SequenceScenes.buttonFade), ("loader", SequenceScenes.loader)]
where only == nil || only == "sequences" {
    let root = build(10)
    let times = LayerRenderer.frameTimes(from: 10, to: 10 + 59.0 / 60, count: 60)
    let sequenceTime = try medianOf5Throwing {
        let sequence = allCores.frameSequence(of: root)
        return try milliseconds { for time in times { _ = try sequence.image(atTime: time) } }
    }
    let fullTime = try medianOf5Throwing {
        try milliseconds { for time in times { _ = try allCores.image(of: root, atTime: time) } }
    }
    exports.append((name, sequenceTime, fullTime))
}

func medianOf5Throwing(_ body: () throws -> Double) rethrows -> Double {
    try (0..<5).map { _ in try body() }.sorted()[2]
}

// Bytes per default layer, and the model's scaling.
let before = heapInUse()
var many: [CALayer] = []
many.reserveCapacity(100_000)
for _ in 0..<100_000 { many.append(CALayer()) }
let bytesPerLayer = Double(heapInUse() - before) / 100_000
many.removeAll()

func buildTree(_ count: Int) -> Double {
    // The tree is freed after the timing, not inside it.
    var keep: CALayer?
    let time = milliseconds {
        let root = CALayer()
        keep = root
        var parent = root
        for index in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: 1, y: 1, width: 10, height: 10)
            (index % 100 == 0 ? root : parent).addSublayer(layer)
            if index % 100 == 0 { parent = layer }
        }
    }
    precondition(keep?.sublayers?.count == (count + 99) / 100)
    return time
}

func removeType(_ count: Int) -> Double {
    let root = CALayer()
    root.sublayers = (0..<count).map { $0 % 2 == 0 ? CAShapeLayer() : CALayer() }
    // The removed layers are freed after the timing, not inside it.
    var removed: [CAShapeLayer] = []
    let time = milliseconds { removed = root.removeSublayers(ofType: CAShapeLayer.self) }
    precondition(removed.count == (count + 1) / 2)
    return time
}

func medianOf5(_ body: () -> Double) -> Double {
    (0..<5).map { _ in body() }.sorted()[2]
}

let build50k = medianOf5 { buildTree(50_000) }
let build100k = medianOf5 { buildTree(100_000) }
let remove10k = medianOf5 { removeType(10_000) }
let remove20k = medianOf5 { removeType(20_000) }

print("Lamina benchmark (release, median of \(runs) frames after warm-up)")
print("")
print("One thread (the frame as one thread paints it; ratio to the hand-written Cairo floor, the median of")
print("each run's own ratio, the frame and the floor timed in turn):")
print("scene    layers  frame ms  floor ms  ratio  prepare ms  peak MiB  build ms  same pixels (PSNR dB)")
for row in rows {
    print(
        String(
            format: "%-7@ %7d %9.2f %9.2f %6.2f %11.2f %9.1f %9.1f %8.1f", row.name as NSString, row.layers,
            row.frame, row.floor, row.frameRatio, row.prepare, row.peak, row.build, row.agreement))
}
print("")
print("All \(ProcessInfo.processInfo.activeProcessorCount) cores (ratio to the one-thread floor):")
print("scene    frame ms  ratio  peak MiB  peak ratio to one thread")
for row in rows {
    print(
        String(
            format: "%-7@ %9.2f %6.2f %9.1f %6.2f", row.name as NSString, row.cores, row.coresRatio,
            row.coresPeak, row.coresPeak / row.peak))
}
print("")
print(
    String(
        format:
            "sampling the cards' presentation (1,000 animations): %.2f ms, %.1f %% of the frame's render time",
        samplingTime, samplingRatio * 100))
print("")
print("Frame sequences (repainting what changed; ratio to full frames):")
print(
    String(
        format:
            "one changed card of the cards scene (one thread): %.2f ms, %.1f %% of a full frame (%.2f ms)",
        oneCard.sequence, oneCard.sequence / oneCard.full * 100, oneCard.full))
for export in exports {
    print(
        String(
            format:
                "60-frame export of the %@ (all cores): %.1f ms, %.2f of 60 full frames (%.1f ms), %.1f frames' time",
            export.name as NSString, export.sequence, export.sequence / export.full, export.full,
            export.sequence / export.full * 60))
}
print("")
let apngExport = try ExportMemory.measure()
print(
    String(
        format:
            "1,000-frame animated PNG of a 390 × 844 screen at 2× (all cores, frames streamed): %.0f ms, "
            + "peak resident memory %.0f MiB (%.0f MiB before it: %.0f MiB for the export), %d bytes",
        apngExport.milliseconds, apngExport.peakMiB, apngExport.beforeMiB,
        apngExport.peakMiB - apngExport.beforeMiB,
        apngExport.bytes))
print("")
let autoLayout = AutoLayoutScene.measure(runs: runs)
print("Auto Layout (one thread; 300 views, 1,200 constraints; ratio to setting the 300 frames by hand):")
print(
    String(
        format: "first layout (engine built, solved, frames set): %.2f ms, %.1f × by hand (%.3f ms)",
        autoLayout.first, autoLayout.first / autoLayout.manual, autoLayout.manual))
print(
    String(
        format:
            "one constant changed, incremental re-solve (half the rows move): %.3f ms, %.1f %% of the first layout",
        autoLayout.incremental, autoLayout.incremental / autoLayout.first * 100))
print("")
print(String(format: "bytes per default CALayer: %.0f", bytesPerLayer))
print(
    String(
        format: "tree of 50,000 layers: %.1f ms; of 100,000: %.1f ms (ratio %.2f)", build50k, build100k,
        build100k / build50k))
print(
    String(
        format: "removing one type from 10,000 sublayers: %.2f ms; from 20,000: %.2f ms (ratio %.2f)",
        remove10k, remove20k,
        remove20k / remove10k))
