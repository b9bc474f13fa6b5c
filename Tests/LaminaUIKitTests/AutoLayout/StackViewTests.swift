import Foundation
import Testing

@testable import LaminaUIKit

/// A view with a fixed intrinsic size, as a label or an image view has.
private final class Box: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Every distribution and alignment of UIStackView against frames computed by hand from the
/// constraints UIKit documents.
@Suite(.serialized) struct StackViewTests {
    /// A horizontal stack of three boxes (50 × 20, 70 × 40, 30 × 30), 300 × 100.
    private func row(
        _ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill,
        spacing: CGFloat = 0
    ) -> (UIStackView, [UIView]) {
        let boxes = [Box(50, 20), Box(70, 40), Box(30, 30)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.layoutIfNeeded()
        return (stack, boxes)
    }

    private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }

    @Test func defaultsAreUIKits() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && stack.layoutMargins == .zero)
        #expect(stack.customSpacing(after: UIView()) == UIStackView.spacingUseDefault)
        let view = UIView()
        stack.addArrangedSubview(view)
        #expect(!view.translatesAutoresizingMaskIntoConstraints && view.superview === stack)
        stack.removeArrangedSubview(view)
        #expect(stack.arrangedSubviews.isEmpty && view.superview === stack)
    }

    @Test func fillStretchesTheLastOfEqualHuggersAndHonoursHugging() {
        let (_, boxes) = row(.fill, spacing: 10)
        #expect(xs(boxes) == [0, 60, 140])
        #expect(widths(boxes) == [50, 70, 160])
        #expect(boxes.allSatisfy { $0.frame.height == 100 })
        // The view that hugs least stretches, wherever it is.
        let (stack, others) = row(.fill, spacing: 10)
        others[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(widths(others) == [50, 200, 30])
    }

    @Test func fillShrinksByCompressionResistance() {
        let boxes = [Box(150, 20), Box(150, 20), Box(150, 20)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        boxes[0].setContentCompressionResistancePriority(.required, for: .horizontal)
        boxes[1].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(widths(boxes) == [150, 150, 0])
    }

    @Test func fillEquallyGivesEveryViewTheSameSize() {
        let (_, boxes) = row(.fillEqually, spacing: 15)
        #expect(widths(boxes) == [90, 90, 90])
        #expect(xs(boxes) == [0, 105, 210])
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let (_, boxes) = row(.fillProportionally)
        #expect(widths(boxes) == [100, 140, 60])
        #expect(xs(boxes) == [0, 100, 240])
    }

    @Test func equalSpacingSharesTheRoomBetweenViews() {
        let (_, boxes) = row(.equalSpacing, spacing: 10)
        #expect(widths(boxes) == [50, 70, 30])
        #expect(xs(boxes) == [0, 125, 270])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let (_, boxes) = row(.equalCentering, spacing: 10)
        #expect(widths(boxes) == [50, 70, 30])
        #expect(boxes.map(\.frame.midX) == [25, 155, 285])
    }

    @Test func alignmentsPlaceViewsAcrossTheAxis() {
        let expected: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0, 0]), (.center, [40, 30, 35]), (.bottom, [80, 60, 70]),
        ]
        for (alignment, ys) in expected {
            let (_, boxes) = row(.fill, alignment: alignment, spacing: 10)
            #expect(boxes.map(\.frame.minY) == ys, "\(alignment)")
            #expect(boxes.map(\.frame.height) == [20, 40, 30], "\(alignment)")
        }
        // A vertical stack: leading, centre and trailing edges.
        for (alignment, x) in [(UIStackView.Alignment.leading, 0.0), (.center, 65.0), (.trailing, 130.0)] {
            let box = Box(70, 40)
            let stack = UIStackView(arrangedSubviews: [box, Box(200, 10)])
            stack.axis = .vertical
            stack.alignment = alignment
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            stack.layoutIfNeeded()
            #expect(box.frame == CGRect(x: x, y: 0, width: 70, height: 40), "\(alignment)")
        }
    }

    @Test func baselineAlignmentLinesUpTheText() {
        let small = UILabel()
        small.text = "Small"
        small.font = .systemFont(ofSize: 12)
        let large = UILabel()
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let stack = UIStackView(arrangedSubviews: [small, large])
            stack.alignment = alignment
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            stack.layoutIfNeeded()
            func baseline(_ label: UILabel) -> CGFloat {
                label.frame.midY - label.font.lineHeight.rounded(.up) / 2 + label.font.ascender
            }
            #expect(abs(baseline(small) - baseline(large)) < 0.5, "\(alignment)")
            #expect(small.frame.minY > large.frame.minY)
        }
    }

    @Test func hiddenViewsTakeNoSpaceAndCustomSpacingFollowsItsView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let boxes = [Box(200, 20), Box(200, 40), Box(200, 30)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.minY) == [0, 30, 80])
        #expect(stack.frame.height == 110)
        boxes[1].isHidden = true
        root.layoutIfNeeded()
        #expect(boxes[2].frame.minY == 30)
        #expect(boxes[1].frame.height == 0)
        #expect(stack.frame.height == 60)
        boxes[1].isHidden = false
        stack.setCustomSpacing(25, after: boxes[0])
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.minY) == [0, 45, 95])
        // Margins-relative arrangement.
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        root.layoutIfNeeded()
        #expect(boxes[0].frame == CGRect(x: 6, y: 5, width: 186, height: 20))
        #expect(stack.frame.height == CGFloat(5 + 20 + 25 + 40 + 10 + 30 + 7))
    }

    @Test func nestedStacksSizeToTheirContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inner = UIStackView(arrangedSubviews: [Box(40, 40), Box(60, 20)])
        inner.spacing = 4
        let outer = UIStackView(arrangedSubviews: [inner, Box(100, 30)])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.spacing = 8
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 104, height: 40))
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 104, height: 78))
        #expect(!outer.hasAmbiguousLayout)
        let fitted = outer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitted == CGSize(width: 104, height: 78))
    }
}
