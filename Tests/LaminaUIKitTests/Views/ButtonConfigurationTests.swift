import Foundation
import LaminaUIKit
import Testing

@Suite struct ButtonConfigurationTests {
    private func render(_ button: UIButton) throws -> (UIWindow, CGImage) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: button.bounds.size))
        window.backgroundColor = .white
        window.isHidden = false
        window.addSubview(button)
        return (window, try LayerRenderer().image(of: window.layer))
    }

    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) throws -> [Int] {
        let pixel = try #require(image.pixel(x: x, y: y))
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 4) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func eachStyleDrawsItsBackgroundAndSizesToItsTitle() throws {
        var filled = UIButton.Configuration.filled()
        filled.title = "Continue"
        let button = UIButton(configuration: filled)
        let size = button.intrinsicContentSize
        let titleWidth = NSAttributedString(
            string: "Continue", attributes: [.font: UIFont.systemFont(ofSize: 17)]
        )
        .size().width
        #expect(abs(size.width - (titleWidth + 24)) < 1)
        #expect(abs(size.height - (UIFont.systemFont(ofSize: 17).lineHeight + 14)) < 1)
        button.frame = CGRect(origin: .zero, size: size)
        var (_, image) = try render(button)
        #expect(near(try rgb(image, 3, Int(size.height / 2)), [0, 122, 255]))
        button.configuration?.title = nil
        button.configuration = .tinted()
        button.configuration?.title = "Continue"
        (_, image) = try render(button)
        #expect(near(try rgb(image, 3, Int(size.height / 2)), [224, 239, 255]))
        button.configuration = .gray()
        (_, image) = try render(button)
        #expect(near(try rgb(image, 3, Int(size.height / 2)), [233, 233, 234]))
        button.configuration = .plain()
        (_, image) = try render(button)
        #expect(try rgb(image, 3, Int(size.height / 2)) == [255, 255, 255])
        // The corners are rounded: the corner pixel is the window's white.
        button.configuration = .filled()
        (_, image) = try render(button)
        #expect(try rgb(image, 0, 0) == [255, 255, 255])
    }

    @Test func theUpdateHandlerRunsOnEachChangeOfState() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Press"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        var states: [Bool] = []
        button.configurationUpdateHandler = { button in
            states.append(button.isHighlighted)
            button.configuration?.baseBackgroundColor = button.isHighlighted ? .systemRed : .systemGreen
        }
        let (window, image) = try render(button)
        #expect(near(try rgb(image, 5, 22), [52, 199, 89]))
        window.send(.tap(at: CGPoint(x: 60, y: 22)))
        #expect(states.suffix(2) == [true, false])
        #expect(button.configuration?.baseBackgroundColor == .systemGreen)
    }

    @Test func imageSubtitleAndPaddingsLayOutTheContent() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        configuration.image = UIImage(
            cgImage: try #require(
                CGContext.makeImageContext(size: CGSize(width: 20, height: 20), scale: 1)?.makeImage()))
        configuration.imagePadding = 8
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let button = UIButton(configuration: configuration)
        let title = UIFont.systemFont(ofSize: 17)
        let subtitle = UIFont.systemFont(ofSize: 15)
        let blockHeight = title.lineHeight + 4 + subtitle.lineHeight
        #expect(abs(button.intrinsicContentSize.height - (blockHeight + 20)) < 1)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 10)
        #expect(abs((button.titleLabel?.frame.minX ?? 0) - 38) < 0.01)
        button.configuration?.imagePlacement = .top
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minY == 10)
        #expect(abs((button.titleLabel?.frame.minY ?? 0) - 38) < 0.01)
    }

    @Test func titleAttributesComeFromTheTransformer() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Bold"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 30, weight: .bold)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        #expect(
            abs(button.intrinsicContentSize.height - (UIFont.systemFont(ofSize: 30).lineHeight + 14)) < 1.5)
        var attributed = AttributedString("Red")
        attributed.foregroundColor = UIColor.systemRed
        configuration.attributedTitle = attributed
        configuration.titleTextAttributesTransformer = nil
        button.configuration = configuration
        #expect(
            button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
                as? UIColor == .systemRed)
    }
}
