import Foundation

/// Rendering views, layers and controllers into images for the UIKit strategies, as
/// swift-snapshot-testing renders them.
enum SnapshotImages {
    /// The scale of a snapshot: the traits', else the configuration's, else the main screen's.
    static func scale(_ traits: UITraitCollection...) -> CGFloat {
        traits.first { $0.displayScale > 0 }?.displayScale ?? UIScreen.main.scale
    }

    /// The bitmap of an image; an image with none (a zero-sized view's) stands as the
    /// placeholder swift-snapshot-testing records for it.
    static func bitmap(of image: UIImage) throws -> CGImage {
        if let bitmap = image.cgImage { return bitmap }
        return try placeholder(scale: image.scale).cgImage ?? { throw SnapshotImageError.empty }()
    }

    /// Renders a layer's model at `scale`, or the placeholder when it has no area.
    static func image(of layer: CALayer, scale: CGFloat) throws -> UIImage {
        let bounds = layer.bounds
        guard bounds.width > 0, bounds.height > 0 else { return try placeholder(scale: scale) }
        layer.layoutIfNeeded()
        let bitmap = try LayerRenderer(scale: scale).image(of: layer)
        return UIImage(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// swift-snapshot-testing's image for a view of no size: a red 400 × 80 label saying so.
    static func placeholder(scale: CGFloat) throws -> UIImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text =
            "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
        label.textAlignment = .center
        label.numberOfLines = 3
        let bitmap = try LayerRenderer(scale: scale).image(of: label.layer)
        return UIImage(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// Renders `view` with `traits` over its window's (in a window of its own for the length of
    /// the render when it has none, put back where it was afterwards), at `size` if given.
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) throws -> UIImage {
        if let size { view.bounds.size = size }
        let scale = scale(traits, view.traitCollection)
        let hasTraits = !traits.isEqual(UITraitCollection())
        guard view.window == nil, hasTraits else {
            view.layoutIfNeeded()
            return try image(of: view.layer, scale: scale)
        }
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view }
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.bounds.size))
        window.deviceTraits = traits
        window.isHidden = false
        window.addSubview(view)
        defer {
            view.removeFromSuperview()
            if let superview, let index { superview.insertSubview(view, at: index) }
        }
        view.layoutIfNeeded()
        return try image(of: view.layer, scale: scale)
    }

    /// Hosts `controller` as the root of a window configured as `config` (size, safe area,
    /// traits), lays it out and renders its view; the window is taken down afterwards.
    static func image(
        of controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection
    ) throws -> UIImage {
        try hosting(controller, config: config, size: size, traits: traits) { view in
            try image(of: view.layer, scale: scale(traits, config.traits))
        }
    }

    /// Runs `body` with `controller`'s view hosted in a window configured as `config`.
    static func hosting<Result>(
        _ controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection,
        _ body: (UIView) throws -> Result
    ) throws -> Result {
        let view = controller.view!
        let size = size ?? config.size ?? view.frame.size
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.deviceSafeAreaInsets = config.safeArea
        window.deviceTraits = UITraitCollection(traitsFrom: [config.traits, traits])
        window.isHidden = false
        window.rootViewController = controller
        view.frame = window.bounds
        if size.width == 0 || size.height == 0 { view.sizeToFit() }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        defer {
            window.rootViewController = nil
            view.removeFromSuperview()
        }
        return try body(view)
    }
}

/// A snapshot image that could not be made.
enum SnapshotImageError: Error, CustomStringConvertible {
    case empty

    var description: String { "the snapshot has no image" }
}
