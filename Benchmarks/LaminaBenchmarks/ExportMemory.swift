import CLamina
import Foundation
import Lamina

/// The memory an animation export holds: a 1,000-frame animated PNG of a phone-sized screen
/// (390 × 844 points at 2×), a card sliding across a list, frames streamed to the encoder.
enum ExportMemory {
    /// The screen: a background, twelve rows and a card that slides down over ten seconds.
    static func scene() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.backgroundColor = Scenes.color(0.95, 0.95, 0.97)
        for row in 0..<12 {
            let cell = CALayer()
            cell.frame = CGRect(x: 16, y: 80 + CGFloat(row) * 60, width: 358, height: 52)
            cell.backgroundColor = Scenes.color(1, 1, 1)
            cell.cornerRadius = 10
            root.addSublayer(cell)
        }
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 0, width: 310, height: 120)
        card.backgroundColor = Scenes.color(0.2, 0.5, 0.9)
        card.cornerRadius = 16
        card.shadowOpacity = 0.3
        card.shadowRadius = 8
        root.addSublayer(card)
        let slide = CABasicAnimation(keyPath: "position.y")
        slide.fromValue = 60
        slide.toValue = 784
        slide.duration = 10
        slide.beginTime = 1e-6
        card.add(slide, forKey: "slide")
        return root
    }

    /// The export's time in milliseconds, the process's resident memory before it and its peak
    /// during it in MiB, and the file's size in bytes.
    static func measure() throws -> (milliseconds: Double, beforeMiB: Double, peakMiB: Double, bytes: Int) {
        let root = scene()
        let times = LayerRenderer.frameTimes(from: 0, to: 10, count: 1000)
        // Freed memory returned to the system first, so the peak is the export's.
        malloc_trim(0)
        resetPeakMemory()
        let before = peakMemory()
        var bytes = 0
        let elapsed = try milliseconds {
            bytes = try LayerRenderer(scale: 2).animatedPNGData(of: root, atTimes: times, frameDuration: 0.01)
                .count
        }
        return (elapsed, before, peakMemory(), bytes)
    }
}
