import Foundation
import Lamina

/// Animations exported frame by frame: a phone screen whose button's border fades back after a
/// press, and one with a replicator loader turning.
enum SequenceScenes {
    static let screen = CGSize(width: 390, height: 844)

    /// A settings-like screen of rows that do not change.
    static func staticScreen() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: screen)
        root.backgroundColor = Scenes.color(0.95, 0.95, 0.97)
        for index in 0..<12 {
            let row = CALayer()
            row.frame = CGRect(x: 16, y: 100 + CGFloat(index) * 56, width: 358, height: 48)
            row.backgroundColor = Scenes.color(1, 1, 1)
            row.cornerRadius = 10
            row.shadowOpacity = 0.15
            row.shadowRadius = 3
            row.shadowOffset = CGSize(width: 0, height: 1)
            let icon = CAGradientLayer()
            icon.frame = CGRect(x: 10, y: 9, width: 30, height: 30)
            icon.cornerRadius = 7
            icon.colors = [Scenes.color(0.39, 0.54, 0.98), Scenes.color(0.56, 0.67, 1)]
            row.addSublayer(icon)
            root.addSublayer(row)
        }
        return root
    }

    /// The screen with a bordered button near the bottom whose border colour fades back over
    /// 0.2 s from `start` (the seed article's button after a press).
    static func buttonFade(start: CFTimeInterval) -> CALayer {
        let root = staticScreen()
        let button = CALayer()
        button.frame = CGRect(x: 95, y: 780, width: 200, height: 44)
        button.cornerRadius = 4
        button.borderWidth = 1
        button.borderColor = Scenes.color(0, 0.48, 1)
        let fade = CABasicAnimation(keyPath: "borderColor")
        fade.fromValue = Scenes.color(0, 0.48, 1, 0.2)
        fade.toValue = Scenes.color(0, 0.48, 1)
        fade.beginTime = start
        fade.duration = 0.2
        button.add(fade, forKey: "borderColor")
        root.addSublayer(button)
        return root
    }

    /// The screen with a twelve-bar replicator loader in the middle, turning once a second.
    static func loader(start: CFTimeInterval) -> CALayer {
        let root = staticScreen()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 165, y: 50, width: 60, height: 40)
        replicator.instanceCount = 12
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 3, height: 9)
        bar.position = CGPoint(x: 30, y: 8)
        bar.cornerRadius = 1.5
        bar.backgroundColor = Scenes.color(0.3, 0.3, 0.3)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.beginTime = start
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
        replicator.addSublayer(bar)
        root.addSublayer(replicator)
        return root
    }
}
