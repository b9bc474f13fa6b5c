import Foundation

/// The iOS 17 light-appearance look of the system controls, in one place: sizes, radii,
/// colours and shadows, each with where it comes from.
///
/// Sources: iOS 17.5 simulator renders of `UISwitch` and `UISlider` published in public
/// snapshot suites (measured pixel by pixel), Apple's UIKit reference (default colours in
/// words), and the values of open-source controls tuned against the iOS 17 simulator and
/// Apple's design resources (Flutter's Cupertino widgets, WebKit's iOS form controls). The
/// values marked *approximate* have no public measurement; the documentation of each control
/// says which of its values those are.
enum SystemControlLook {
    /// A shadow: offset, blur radius (CALayer's `shadowRadius`, half the CSS blur) and opacity.
    struct Shadow {
        let offset: CGSize
        let radius: CGFloat
        let opacity: Float

        /// Gives `layer` this shadow in black.
        func apply(to layer: CALayer) {
            layer.shadowColor = CGColor(gray: 0, alpha: 1)
            layer.shadowOffset = offset
            layer.shadowRadius = radius
            layer.shadowOpacity = opacity
        }
    }

    /// The thin ring of black at 4 % around white knobs (switch and slider thumbs, the
    /// selected segment).
    static let knobRing = CGColor(gray: 0, alpha: 0.04)
    /// Its width.
    static let knobRingWidth: CGFloat = 0.5

    // MARK: UISwitch (measured)

    /// 51 × 31, whatever frame is asked for.
    static let switchSize = CGSize(width: 51, height: 31)
    /// The thumb: a white disc 27 points across, 2 points in from the track's edge.
    static let switchThumbDiameter: CGFloat = 27
    /// The thumb's inset from the track.
    static let switchThumbInset: CGFloat = 2
    /// The off track: secondary system fill, (120, 120, 128) at 16 %.
    static var switchOffTrack: UIColor { .secondarySystemFill }
    /// The thumb's shadow: (0, 3), blur 8 at 15 %.
    static let switchThumbShadow = Shadow(offset: CGSize(width: 0, height: 3), radius: 4, opacity: 0.15)

    // MARK: UISlider (measured)

    /// The track's height, a capsule.
    static let sliderTrackHeight: CGFloat = 4
    /// The thumb's diameter.
    static let sliderThumbDiameter: CGFloat = 28
    /// The width of the thumb's rectangle (its touch area, and how far its centre stays from
    /// the ends: 15.5 points at the minimum value).
    static let sliderThumbRectSide: CGFloat = 31
    /// The slider's natural height (approximate).
    static let sliderHeight: CGFloat = 31
    /// The thumb's shadow: soft, mostly below the disc.
    static let sliderThumbShadow = Shadow(offset: CGSize(width: 0, height: 3), radius: 4, opacity: 0.18)
    /// The unfilled track: system fill, (120, 120, 128) at 20 %.
    static var sliderMaximumTrack: UIColor { .systemFill }

    // MARK: UIStepper (size measured, look approximate)

    /// 94 × 32, whatever frame is asked for.
    static let stepperSize = CGSize(width: 94, height: 32)
    /// The corner radius of its platter (approximate).
    static let stepperCornerRadius: CGFloat = 8
    /// The divider: 1 × 18 points (approximate).
    static let stepperDivider = CGSize(width: 1, height: 18)
    /// The length of the − and + strokes (approximate).
    static let stepperGlyphLength: CGFloat = 14
    /// Their width, with round caps (approximate).
    static let stepperGlyphWidth: CGFloat = 2

    // MARK: UIProgressView

    /// The default style's height, a capsule; the bar style's is 2.5 with square ends
    /// (approximate).
    static let progressHeight: CGFloat = 4
    /// The bar style's height (approximate).
    static let progressBarHeight: CGFloat = 2.5

    // MARK: UIActivityIndicatorView

    /// The medium style's side.
    static let activityMediumSide: CGFloat = 20
    /// The large style's side.
    static let activityLargeSide: CGFloat = 37
    /// The spokes' opacities, from the leading spoke backwards.
    static let activitySpokeAlphas: [CGFloat] = [147, 122, 97, 72, 47, 47, 47, 47].map { $0 / 255 }
    /// The spokes' colour: (60, 60, 67), the hue of the secondary label.
    static let activitySpokeColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 1)

    // MARK: UIPageControl (approximate)

    /// The dots' diameter.
    static let pageDotDiameter: CGFloat = 7
    /// The distance between the centres of neighbouring dots.
    static let pageDotPitch: CGFloat = 16
    /// The space before the first dot and after the last.
    static let pageMargin: CGFloat = 10
    /// The control's natural height.
    static let pageHeight: CGFloat = 26
    /// The other pages' dots: white at 30 % (Apple: "translucent white").
    static let pageDotAlpha: CGFloat = 0.3

    // MARK: UISegmentedControl

    /// The natural height: 28 points of segment and 2 above and below.
    static let segmentedHeight: CGFloat = 32
    /// The platter's corner radius.
    static let segmentedCornerRadius: CGFloat = 9
    /// The selected segment's corner radius.
    static let segmentedThumbRadius: CGFloat = 7
    /// The selected segment's inset from the platter.
    static let segmentedThumbInset: CGFloat = 2
    /// The padding either side of the widest segment's content.
    static let segmentedContentPadding: CGFloat = 10
    /// The separators: 1 point wide, 18 tall, (142, 142, 147) at 30 %.
    static let segmentedSeparator = CGSize(width: 1, height: 18)
    /// Their colour.
    static let segmentedSeparatorColor = UIColor(
        red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    /// The selected segment's shadow: (0, 3), blur 8 at 12 %.
    static let segmentedThumbShadow = Shadow(offset: CGSize(width: 0, height: 3), radius: 4, opacity: 0.12)
    /// The titles' font size.
    static let segmentedFontSize: CGFloat = 13
}
