import Foundation
import Testing

@testable import LaminaTesting

/// A controller that lays a banner out in its safe area and reports its traits.
private final class BannerController: UIViewController {
    let banner = UIView()
    var seenTraits: UITraitCollection?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        banner.backgroundColor = .systemBlue
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        banner.frame = CGRect(
            x: insets.left, y: insets.top, width: view.bounds.width - insets.left - insets.right, height: 40)
        seenTraits = view.traitCollection
    }
}

@Suite(.serialized) struct DeviceStrategyTests {
    @Test func aControllerIsRenderedOnEachDevice() throws {
        let controller = BannerController()
        let phone = try Snapshotting<UIViewController, UIImage>.image(on: .iPhone13).snapshot(controller)
        #expect(phone.size == CGSize(width: 390, height: 844))
        #expect(phone.cgImage?.width == Int(390 * UIScreen.main.scale))
        #expect(controller.banner.frame == CGRect(x: 0, y: 47, width: 390, height: 40))
        #expect(controller.seenTraits?.horizontalSizeClass == .compact)
        #expect(controller.seenTraits?.userInterfaceIdiom == .phone)
        let pad = try Snapshotting<UIViewController, UIImage>.image(
            on: .iPadPro11(.portrait(splitView: .oneThird))
        )
        .snapshot(controller)
        #expect(pad.size == CGSize(width: 320, height: 1194))
        #expect(controller.banner.frame.minY == 24)
        #expect(controller.seenTraits?.userInterfaceIdiom == .pad)
        #expect(controller.seenTraits?.horizontalSizeClass == .compact)
        let landscape = ViewImageConfig.iPhone13ProMax(.landscape)
        #expect(landscape.size == CGSize(width: 926, height: 428))
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(landscape.traits.horizontalSizeClass == .regular)
        // The blue banner is drawn below the safe area's top, at the screen's scale.
        let scale = Int(UIScreen.main.scale)
        let pixel = try #require(phone.cgImage?.pixel(x: 10 * scale, y: 60 * scale))
        #expect(pixel.blue == 255 && pixel.red == 0)
        #expect(try #require(phone.cgImage?.pixel(x: 10 * scale, y: 20 * scale)).red == 255)
    }

    @Test func viewsRenderAtTheScreensScaleWithTheirTraits() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .red
        var seen: UIUserInterfaceSizeClass?
        final class Probe: UIView {
            var onLayout: ((UITraitCollection) -> Void)?
            override func layoutSubviews() {
                super.layoutSubviews()
                onLayout?(traitCollection)
            }
        }
        let probe = Probe()
        probe.onLayout = { seen = $0.horizontalSizeClass }
        view.addSubview(probe)
        probe.setNeedsLayout()
        let image = try Snapshotting<UIView, UIImage>.image(
            traits: UITraitCollection(horizontalSizeClass: .regular)
        )
        .snapshot(view)
        #expect(image.cgImage?.width == 30 * Int(UIScreen.main.scale))
        #expect(seen == .regular)
        #expect(view.superview == nil)
        let tripled = try Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 3))
            .snapshot(view)
        #expect(tripled.cgImage?.width == 90)
    }

    @Test func aViewOfNoSizeRecordsThePlaceholderAndThenMatchesIt() throws {
        let sandbox = try SnapshotSandbox()
        let empty = UIView()
        let first = sandbox.verify(empty, as: .image, testName: "empty()")
        #expect(first?.hasPrefix("No reference was found on disk.") == true)
        let recorded = try CGImage(contentsOfPNGFile: sandbox.reference("empty.1.png"))
        #expect(recorded.width == Int(400 * UIScreen.main.scale))
        #expect(try #require(recorded.pixel(x: 2, y: 2)).red == 255)
        #expect(sandbox.verify(empty, as: .image, testName: "empty()") == nil)
    }

    @Test func recursiveDescriptionsHaveNoAddresses() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        let text = try Snapshotting<UIView, String>.recursiveDescription.snapshot(view)
        #expect(
            text == """
                <UIView; frame = (0 0; 100 50); layer = <CALayer>>
                   | <UIView; frame = (10 10; 20 20); layer = <CALayer>>
                """)
    }
}
