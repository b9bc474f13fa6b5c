import LaminaGraphics

/// Where on an emitter's shape a particle is born, by `emitterShape` and `emitterMode`.
enum EmitterShape {
    /// A birth point for one particle, drawing its randomness from `random`.
    static func point(of layer: CAEmitterLayer, random: inout RandomStream) -> CGPoint {
        let center = layer.emitterPosition
        let size = layer.emitterSize
        let (halfWidth, halfHeight) = (size.width / 2, size.height / 2)
        let mode = layer.emitterMode
        func offset(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: center.x + CGFloat(x), y: center.y + CGFloat(y))
        }
        switch layer.emitterShape {
        case .line:
            if mode == .points {
                // The line's two ends.
                return offset(random.unit() < 0.5 ? -halfWidth : halfWidth, 0)
            }
            return offset(random.signed() * halfWidth, 0)
        case .rectangle, .cuboid:
            switch mode {
            case .points:
                let corner = Int(random.unit() * 4)
                return offset(corner % 2 == 0 ? -halfWidth : halfWidth, corner < 2 ? -halfHeight : halfHeight)
            case .outline:
                return rectangleOutline(halfWidth: halfWidth, halfHeight: halfHeight, random: &random, offset)
            default:
                return offset(random.signed() * halfWidth, random.signed() * halfHeight)
            }
        case .circle, .sphere:
            let radius = halfWidth
            let angle = 2 * Double.pi * random.unit()
            switch mode {
            case .points:
                return center
            case .outline:
                return offset(radius * cos(angle), radius * sin(angle))
            default:
                // Uniform over the disc.
                let distance = radius * random.unit().squareRoot()
                return offset(distance * cos(angle), distance * sin(angle))
            }
        default:
            return center
        }
    }

    /// A point uniform along a rectangle's perimeter.
    private static func rectangleOutline(
        halfWidth: Double, halfHeight: Double, random: inout RandomStream,
        _ offset: (Double, Double) -> CGPoint
    ) -> CGPoint {
        let (width, height) = (2 * halfWidth, 2 * halfHeight)
        let perimeter = 2 * (width + height)
        guard perimeter > 0 else { return offset(0, 0) }
        var along = random.unit() * perimeter
        if along < width { return offset(along - halfWidth, -halfHeight) }
        along -= width
        if along < height { return offset(halfWidth, along - halfHeight) }
        along -= height
        if along < width { return offset(halfWidth - along, halfHeight) }
        along -= width
        return offset(-halfWidth, halfHeight - along)
    }
}
