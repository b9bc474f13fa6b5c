import LaminaGraphics

/// One particle of an emitter at a moment: where it is and how it looks, in the emitter
/// layer's coordinates.
package struct Particle {
    /// The centre.
    package var position: CGPoint
    /// The rotation, in radians.
    package var rotation: CGFloat
    /// The scale of the contents' natural size.
    package var scale: CGFloat
    /// The colour the contents are multiplied by, in sRGB, non-premultiplied, each 0…1.
    package var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// When it was born, in seconds since emission started (for ordering).
    package var birth: CFTimeInterval
    /// What its cell draws: `nil` when the cell has no image.
    package var look: ParticleLook?
}

/// What a cell's particles draw, read once per cell and frame: its image, the part of it
/// shown and the image's scale.
package struct ParticleLook {
    /// The cell's contents.
    package var image: CGImage
    /// The part of the image shown (`contentsRect` within the unit square); not empty.
    package var contentsRect: CGRect
    /// Pixels per point of the image (`contentsScale`, 1 when not above zero or not finite).
    package var contentsScale: CGFloat

    /// What `cell` draws now; `nil` when it draws nothing.
    init?(_ cell: CAEmitterCell) {
        guard let image = cell.contents as? CGImage else { return nil }
        let rect = cell.contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
        self.image = image
        contentsRect = rect
        contentsScale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1
    }
}

/// The particles of an emitter layer at a time, computed afresh from the layer's properties,
/// its seed and the time: the `k`-th particle of a cell is born at `k / rate` seconds into the
/// cell's emission and draws every random variation from a hash of (seed, cell, k), so no
/// state is carried from frame to frame.
package enum ParticleSystem {
    /// At most this many particles are simulated for one layer; beyond it the oldest are
    /// dropped (a runaway `birthRate × lifetime` must not exhaust memory).
    package static let particleLimit = LaminaLimits.particlesPerEmitter
    /// Sub-cells nest this deep at most.
    package static let depthLimit = 4

    /// The live particles of `layer` `elapsed` seconds after its emission started, in drawing
    /// order for its `renderMode`.
    package static func particles(of layer: CAEmitterLayer, elapsed: CFTimeInterval) -> [Particle] {
        guard elapsed.isFinite, elapsed >= 0, let cells = layer.emitterCells, !cells.isEmpty else {
            return []
        }
        let factors = LayerFactors(layer)
        guard factors.birthRate > 0, factors.lifetime > 0 else { return [] }
        var output: [Particle] = []
        for (index, cell) in cells.enumerated() {
            let source = Source.emitter(layer, seed: UInt64(layer.seed))
            emit(
                cell, path: UInt64(index + 1), from: source, window: 0...elapsed, now: elapsed,
                factors: factors,
                depth: 0, into: &output)
        }
        if output.count > particleLimit {
            output.sort { $0.birth < $1.birth }
            output.removeFirst(output.count - particleLimit)
        }
        switch layer.renderMode {
        case .oldestFirst, .backToFront, .additive: output.sort { $0.birth < $1.birth }
        case .oldestLast: output.sort { $0.birth > $1.birth }
        default: break
        }
        return output
    }

    /// The layer-wide multipliers.
    struct LayerFactors {
        let birthRate: Double
        let lifetime: Double
        let velocity: Double
        let scale: Double
        let spin: Double

        init(_ layer: CAEmitterLayer) {
            birthRate = Double(layer.birthRate).finiteOrZero
            lifetime = Double(layer.lifetime).finiteOrZero
            velocity = Double(layer.velocity).finiteOrZero
            scale = Double(layer.scale).finiteOrZero
            spin = Double(layer.spin).finiteOrZero
        }
    }

    /// Where particles of a cell are born: the layer's emission shape, or a parent particle's
    /// path.
    enum Source {
        case emitter(CAEmitterLayer, seed: UInt64)
        case particle(Motion, seed: UInt64)

        var seed: UInt64 {
            switch self {
            case .emitter(_, let seed), .particle(_, let seed): return seed
            }
        }
    }

    /// A particle's motion: when it was born, where, its initial velocity and acceleration.
    struct Motion {
        var birth: Double
        var origin: CGPoint
        var velocity: CGVector
        var acceleration: CGVector

        /// The position at `time` (on the emitter's clock).
        func position(atTime time: Double) -> CGPoint {
            position(at: time - birth)
        }

        /// The position `age` seconds after birth.
        func position(at age: Double) -> CGPoint {
            CGPoint(
                x: origin.x + velocity.dx * age + acceleration.dx * age * age / 2,
                y: origin.y + velocity.dy * age + acceleration.dy * age * age / 2)
        }
    }

    /// Emits `cell`'s particles born within `window` (seconds on the source's clock) and alive
    /// at `now`, and those of its sub-cells.
    private static func emit(
        _ cell: CAEmitterCell, path: UInt64, from source: Source, window: ClosedRange<Double>, now: Double,
        factors: LayerFactors, depth: Int, into output: inout [Particle]
    ) {
        guard cell.isEnabled, output.count <= particleLimit * 2 else { return }
        let rate = factors.birthRate * Double(cell.birthRate).finiteOrZero
        let longest =
            factors.lifetime * (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))).finiteOrZero
        let subCells = depth < depthLimit ? (cell.emitterCells ?? []) : []
        guard rate > 0, longest > 0 else { return }
        // The cell's own active time, on the source's clock.
        let begin = window.lowerBound + cell.beginTime.finiteOrZero
        let active = MediaTiming.activeDuration(cell)
        let end = min(window.upperBound, active > 0 ? begin + active : .infinity)
        guard end >= begin else { return }
        // Births late enough for the particle (or its sub-particles) to be alive now.
        let subLifetimes = subCells.map { factors.lifetime * Double($0.lifetime + abs($0.lifetimeRange)) }
        let reach = longest + (subLifetimes.max() ?? 0).finiteOrZero
        let first = max(0, ((now - reach - begin) * rate).rounded(.up))
        let last = ((min(end, now) - begin) * rate).rounded(.down)
        guard last >= first, first.isFinite, last.isFinite else { return }
        let count = min(last - first + 1, Double(particleLimit))
        let firstIndex = last - count + 1
        let cellSeed = mix(source.seed ^ (path &* 0x9E37_79B9_7F4A_7C15))
        let look = ParticleLook(cell)
        for step in 0..<Int(count) {
            let k = firstIndex + Double(step)
            let birth = begin + k / rate
            var random = RandomStream(seed: mix(cellSeed ^ seedIndex(k)))
            let life =
                factors.lifetime * (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed())
            guard life > 0 else { continue }
            let motion = self.motion(of: cell, from: source, at: birth, factors: factors, random: &random)
            let age = now - birth
            if age < life {
                output.append(
                    particle(
                        cell, look: look, motion: motion, age: age, birth: birth, factors: factors,
                        random: &random))
            }
            for (index, subCell) in subCells.enumerated() {
                let subSource = Source.particle(
                    motion, seed: mix(cellSeed ^ seedIndex(k) &* 31 ^ UInt64(index + 1)))
                emit(
                    subCell, path: UInt64(index + 1), from: subSource, window: birth...(birth + life),
                    now: now,
                    factors: factors, depth: depth + 1, into: &output)
            }
        }
    }

    /// A birth index as seed bits: the index itself while it fits 64 bits, its bit pattern
    /// beyond (a birth rate and time so large that the index overflows must not trap).
    private static func seedIndex(_ k: Double) -> UInt64 {
        k >= 0 && k < 18_446_744_073_709_551_616 ? UInt64(k) : k.bitPattern
    }

    /// The motion of a particle of `cell` born at `birth` from `source`.
    private static func motion(
        of cell: CAEmitterCell, from source: Source, at birth: Double, factors: LayerFactors,
        random: inout RandomStream
    ) -> Motion {
        let origin: CGPoint
        switch source {
        case .emitter(let layer, _):
            origin = EmitterShape.point(of: layer, random: &random)
        case .particle(let parent, _):
            origin = parent.position(atTime: birth)
        }
        let speed = factors.velocity * (Double(cell.velocity) + Double(cell.velocityRange) * random.signed())
        let direction = emissionDirection(of: cell, random: &random)
        return Motion(
            birth: birth, origin: origin,
            velocity: CGVector(dx: speed * direction.dx, dy: speed * direction.dy),
            acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration))
    }

    /// A unit direction in the layer's plane: uniform within the cone of `emissionRange`
    /// around the direction given by `emissionLongitude` and `emissionLatitude`, projected onto
    /// the plane.
    private static func emissionDirection(of cell: CAEmitterCell, random: inout RandomStream) -> CGVector {
        let halfAngle = min(Double.pi, abs(Double(cell.emissionRange).finiteOrZero) / 2)
        // A direction uniform on the spherical cap of `halfAngle` around +z…
        let cosPolar = 1 - random.unit() * (1 - cos(halfAngle))
        let sinPolar = (1 - cosPolar * cosPolar).squareRoot()
        let azimuth = 2 * Double.pi * random.unit()
        let local = (x: sinPolar * cos(azimuth), y: sinPolar * sin(azimuth), z: cosPolar)
        // …turned so that +z points along the emission axis.
        let longitude = Double(cell.emissionLongitude).finiteOrZero
        let latitude = Double(cell.emissionLatitude).finiteOrZero
        let axis = (x: cos(latitude) * cos(longitude), y: cos(latitude) * sin(longitude), z: sin(latitude))
        // An orthonormal frame around the axis.
        let helper = abs(axis.z) < 0.9 ? (x: 0.0, y: 0.0, z: 1.0) : (x: 1.0, y: 0.0, z: 0.0)
        var u = (
            x: helper.y * axis.z - helper.z * axis.y, y: helper.z * axis.x - helper.x * axis.z,
            z: helper.x * axis.y - helper.y * axis.x
        )
        let length = (u.x * u.x + u.y * u.y + u.z * u.z).squareRoot()
        u = (u.x / length, u.y / length, u.z / length)
        let v = (
            x: axis.y * u.z - axis.z * u.y, y: axis.z * u.x - axis.x * u.z, z: axis.x * u.y - axis.y * u.x
        )
        let dx = local.x * u.x + local.y * v.x + local.z * axis.x
        let dy = local.x * u.y + local.y * v.y + local.z * axis.y
        return CGVector(dx: dx, dy: dy)
    }

    /// The particle of `cell` with `motion`, `age` seconds old.
    private static func particle(
        _ cell: CAEmitterCell, look: ParticleLook?, motion: Motion, age: Double, birth: Double,
        factors: LayerFactors, random: inout RandomStream
    ) -> Particle {
        let scale =
            factors.scale * (Double(cell.scale) + Double(cell.scaleRange) * random.signed())
            + Double(cell.scaleSpeed) * age
        let spin = factors.spin * (Double(cell.spin) + Double(cell.spinRange) * random.signed())
        let base = (cell.color ?? CGColor(gray: 1, alpha: 1)).sRGBA
        func channel(_ value: CGFloat, _ range: Float, _ speed: Float) -> CGFloat {
            let varied = Double(value) + Double(range) * random.signed() + Double(speed) * age
            return CGFloat(max(0, min(1, varied.finiteOrZero)))
        }
        let color = (
            red: channel(base.red, cell.redRange, cell.redSpeed),
            green: channel(base.green, cell.greenRange, cell.greenSpeed),
            blue: channel(base.blue, cell.blueRange, cell.blueSpeed),
            alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed)
        )
        return Particle(
            position: motion.position(at: age), rotation: CGFloat((spin * age).finiteOrZero),
            scale: CGFloat(max(0, scale.finiteOrZero)), color: color, birth: birth, look: look)
    }

    /// SplitMix64's finaliser: a well-mixed 64-bit hash.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A deterministic stream of random numbers (SplitMix64).
struct RandomStream {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number uniform in [0, 1).
    mutating func unit() -> Double {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        return Double(ParticleSystem.mix(state) >> 11) / Double(1 << 53)
    }

    /// A number uniform in [−1, 1).
    mutating func signed() -> Double { unit() * 2 - 1 }
}

extension Double {
    /// The value, or 0 when it is not finite.
    var finiteOrZero: Double { isFinite ? self : 0 }
}
