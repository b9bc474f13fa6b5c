import Foundation
import Testing

@testable import LaminaUIKit

/// The visual format language as UIKit documents it.
@Suite(.serialized) struct VisualFormatTests {
    private func scene() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, a, b)
    }

    @Test func connectionsSizesAndTheSuperviewsEdges() {
        let (root, a, b) = scene()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a(==60)]-gap-[b(==200@750,>=40)]-(>=20)-|", options: [.alignAllTop],
                metrics: ["gap": 12], views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-10-[a(30)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        // `|-` is the superview's leading margin (8 points), then the named metric, then 20 to the edge.
        #expect(a.frame == CGRect(x: 8, y: 10, width: 60, height: 30))
        #expect(b.frame == CGRect(x: 80, y: 10, width: 200, height: 30))
    }

    @Test func standardSpacingAndFlushViews() {
        let (root, a, b) = scene()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "[a(10)]-[b(10)]", metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.count == 3)
        #expect(constraints.last?.constant == 8)
        let flush = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[a][b]", metrics: nil, views: ["a": a, "b": b])
        #expect(flush.count == 1 && flush[0].firstAttribute == .top && flush[0].secondAttribute == .bottom)
        #expect(flush[0].constant == 0)
        _ = root
    }

    @Test func malformedFormatsStopWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            let root = UIView()
            let a = UIView()
            root.addSubview(a)
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a])
        }
        await #expect(processExitsWith: .failure) {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[missing]", metrics: nil, views: [:])
        }
    }
}
