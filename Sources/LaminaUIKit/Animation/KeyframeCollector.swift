import Foundation

/// The keyframes of one `UIView.animateKeyframes(…)` call: for each layer property its
/// keyframes change, the value before and the value each keyframe leaves, and when.
final class KeyframeCollector {
    /// One property's keyframes.
    final class Track {
        weak var layer: CALayer?
        let key: String
        let from: Any?
        /// Relative start, relative duration and value at its end, in the order added.
        var segments: [(start: Double, duration: Double, value: Any?)] = []

        init(layer: CALayer, key: String, from: Any?) {
            self.layer = layer
            self.key = key
            self.from = from
        }
    }

    private(set) var tracks: [Track] = []
    /// The tracks the running keyframe changed.
    private var changed: [Track] = []

    /// A layer is about to change `key` in a keyframe: its value before the first keyframe is
    /// kept.
    func willChange(_ layer: CALayer, key: String) {
        if let track = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            if !changed.contains(where: { $0 === track }) { changed.append(track) }
            return
        }
        // The value shown before the change, which the layer keeps while it asks for the action.
        let before =
            layer.changeBeingAnimated.flatMap { $0.key == key ? $0.oldValue : nil }
            ?? layer.value(forKey: key)
        let track = Track(layer: layer, key: key, from: before)
        tracks.append(track)
        changed.append(track)
    }

    func beginKeyframe() {
        changed = []
    }

    /// The keyframe's closure returned: the values it set are its end values.
    func endKeyframe(start: Double, duration: Double) {
        for track in changed {
            track.segments.append((start, duration, track.layer?.value(forKey: track.key)))
        }
        changed = []
    }

    /// The keyframe animation of a track: the value before holds until the first keyframe
    /// starts, each keyframe moves to its value over its span, and the value holds between
    /// keyframes.
    func animation(for track: Track, calculationMode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
        var keyTimes: [Double] = [0]
        var values: [Any?] = [track.from]
        var current = track.from
        for segment in track.segments.sorted(by: { $0.start < $1.start }) {
            let start = min(max(segment.start, 0), 1)
            let end = min(max(segment.start + segment.duration, start), 1)
            if start > keyTimes.last! {
                keyTimes.append(start)
                values.append(current)
            }
            keyTimes.append(end)
            values.append(segment.value)
            current = segment.value
        }
        if keyTimes.last! < 1 {
            keyTimes.append(1)
            values.append(current)
        }
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.values = values.map { $0 ?? NSNull() }
        animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
        animation.calculationMode = calculationMode
        return animation
    }
}
