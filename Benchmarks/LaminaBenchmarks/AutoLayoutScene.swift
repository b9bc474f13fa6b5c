import Foundation
import LaminaUIKit

/// A form-like screen for the Auto Layout figures: 100 rows of a container and two children
/// (300 views), 12 constraints a row (1,200), each row below the previous one.
enum AutoLayoutScene {
    /// The root view and the constraint whose constant the incremental figure changes (the
    /// height of the middle row).
    static func build() -> (root: UIView, middleHeight: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 6_000))
        var previous: UIView?
        var middle: NSLayoutConstraint?
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<100 {
            let row = UIView()
            let icon = UIView()
            let title = UIView()
            for view in [row, icon, title] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(icon)
            row.addSubview(title)
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            if index == 50 { middle = height }
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8),
                height,
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 28),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -8),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                title.heightAnchor.constraint(equalToConstant: 20),
            ]
            previous = row
        }
        NSLayoutConstraint.activate(constraints)
        return (root, middle!)
    }

    /// The same 300 frames set by hand: the baseline.
    static func manualLayout() -> Double {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 6_000))
        var views: [(UIView, UIView, UIView)] = []
        for _ in 0..<100 {
            let row = UIView()
            let icon = UIView()
            let title = UIView()
            root.addSubview(row)
            row.addSubview(icon)
            row.addSubview(title)
            views.append((row, icon, title))
        }
        return milliseconds {
            var y: CGFloat = 8
            for (row, icon, title) in views {
                row.frame = CGRect(x: 16, y: y, width: 368, height: 44)
                icon.frame = CGRect(x: 8, y: 8, width: 28, height: 28)
                title.frame = CGRect(x: 44, y: 12, width: 0, height: 20)
                y += 52
            }
            root.layoutIfNeeded()
        }
    }

    /// Milliseconds for the first layout (building the engine, solving, setting 300 frames),
    /// and for a layout after one constant changed (an incremental re-solve; half the rows move).
    static func measure(runs: Int) -> (first: Double, incremental: Double, manual: Double) {
        var firsts: [Double] = []
        var increments: [Double] = []
        var manuals: [Double] = []
        for run in 0..<(runs + 2) {
            let (root, middle) = build()
            let first = milliseconds { root.layoutIfNeeded() }
            middle.constant = 60
            let incremental = milliseconds { root.layoutIfNeeded() }
            let manual = manualLayout()
            guard run >= 2 else { continue }
            firsts.append(first)
            increments.append(incremental)
            manuals.append(manual)
        }
        func middleValue(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (middleValue(firsts), middleValue(increments), middleValue(manuals))
    }
}
