import Foundation
import LaminaUIKit
import Testing

/// A view that follows the interface style with iOS 17's registration, as real views do.
private final class ThemedView: UIView {
    var styles: [UIUserInterfaceStyle] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (self: Self, previous: UITraitCollection) in
            self.styles.append(previous.userInterfaceStyle)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@Suite struct TraitChangeTests {
    @Test func registeredHandlersHearChangesOfTheirTraitsOnly() {
        let parent = UIView()
        let view = ThemedView()
        parent.addSubview(view)
        var scaleChanges = 0
        let registration = view.registerForTraitChanges([UITraitDisplayScale.self]) { scaleChanges += 1 }
        parent.overrideUserInterfaceStyle = .dark
        #expect(view.styles == [.light])
        #expect(scaleChanges == 0)
        parent.overrideUserInterfaceStyle = .light
        #expect(view.styles == [.light, .dark])
        view.unregisterForTraitChanges(registration)
    }

    @Test func traitCollectionsCombineEveryTrait() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceIdiom: .pad),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(preferredContentSizeCategory: .extraLarge),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.userInterfaceIdiom == .pad)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
        #expect(UIContentSizeCategory.extraLarge > .large)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        // A view on the screen has an iPhone's traits in portrait.
        let traits = UIView().traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.preferredContentSizeCategory == .large)
    }
}
