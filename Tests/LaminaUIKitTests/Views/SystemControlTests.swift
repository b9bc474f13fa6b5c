import Foundation
import LaminaUIKit
import Testing

/// The system controls drawn as iOS 17 draws them (light appearance): each checked at points
/// whose colours follow from the measurements in `SystemControlLook`.
@Suite struct SystemControlTests {
    /// A window of `size` with a background, holding `control` at the origin.
    private func window(holding control: UIView, size: CGSize, background: UIColor = .white) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = background
        window.isHidden = false
        window.addSubview(control)
        return window
    }

    /// The colour of the pixel at `point` (in points, rendered at 1×) as 8-bit RGB.
    private func rgb(_ window: UIWindow, _ x: Int, _ y: Int) throws -> [Int] {
        let image = try LayerRenderer().image(of: window.layer)
        let pixel = try #require(image.pixel(x: x, y: y))
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    /// Whether two colours are within `tolerance` in every channel.
    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 4) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// A colour at `alpha` over white.
    private func overWhite(_ rgb: [Int], _ alpha: Double) -> [Int] {
        rgb.map { Int((255 - (255 - Double($0)) * alpha).rounded()) }
    }

    @Test func aSwitchIs51By31AndShowsItsState() throws {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        let window = window(holding: toggle, size: CGSize(width: 60, height: 40))
        // Off: the light track on the right, the white thumb on the left.
        #expect(near(try rgb(window, 44, 15), overWhite([120, 120, 128], 0.16)))
        #expect(try rgb(window, 15, 15) == [255, 255, 255])
        toggle.isOn = true
        #expect(near(try rgb(window, 8, 15), [52, 199, 89]))
        #expect(try rgb(window, 35, 15) == [255, 255, 255])
        toggle.onTintColor = .systemBlue
        #expect(near(try rgb(window, 8, 15), [0, 122, 255]))
    }

    @Test func tappingASwitchTogglesItAndSendsValueChanged() throws {
        let toggle = UISwitch()
        let window = window(holding: toggle, size: CGSize(width: 60, height: 40))
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        window.send(.tap(at: CGPoint(x: 25, y: 15)))
        window.send(.tap(at: CGPoint(x: 25, y: 15)))
        #expect(changes == [true, false])
        toggle.setOn(true, animated: false)
        #expect(changes.count == 2)
        #expect(toggle.accessibilityValue == "1")
    }

    @Test func aSliderFillsTheTrackUpToItsThumb() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let window = window(holding: slider, size: CGSize(width: 200, height: 31))
        #expect(near(try rgb(window, 30, 15), [0, 122, 255]))
        #expect(near(try rgb(window, 170, 15), overWhite([120, 120, 128], 0.2)))
        #expect(try rgb(window, 100, 15) == [255, 255, 255])
        // The thumb's centre travels 15.5 points inside either end.
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).midX == 15.5)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).midX == 184.5)
        slider.value = 7
        #expect(slider.value == 1)
        slider.minimumTrackTintColor = .systemRed
        slider.value = 0.5
        #expect(near(try rgb(window, 30, 15), [255, 59, 48]))
    }

    @Test func imagesReplaceTheDrawnParts() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        slider.setThumbImage(red, for: .normal)
        let window = window(holding: slider, size: CGSize(width: 200, height: 31))
        #expect(near(try rgb(window, 100, 15), [255, 0, 0]))
        slider.setThumbImage(nil, for: .normal)
        #expect(try rgb(window, 100, 15) == [255, 255, 255])
        let stepper = UIStepper()
        stepper.setIncrementImage(red, for: .normal)
        let stepperWindow = self.window(holding: stepper, size: CGSize(width: 100, height: 40))
        #expect(near(try rgb(stepperWindow, 70, 16), [255, 0, 0]))
    }

    @Test func draggingASlidersThumbChangesItsValue() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let window = window(holding: slider, size: CGSize(width: 200, height: 31))
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        // A touch on the track away from the thumb does nothing, as in UIKit.
        window.send(.tap(at: CGPoint(x: 150, y: 15)))
        #expect(values.isEmpty)
        window.send(.drag(from: CGPoint(x: 15.5, y: 15), to: CGPoint(x: 100, y: 15)))
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(values.count > 1)
        slider.isContinuous = false
        values = []
        window.send(.drag(from: CGPoint(x: 100, y: 15), to: CGPoint(x: 184.5, y: 15)))
        #expect(values == [1])
    }

    @Test func aStepperSteps() throws {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        let window = window(holding: stepper, size: CGSize(width: 100, height: 40))
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        for _ in 0..<3 { window.send(.tap(at: CGPoint(x: 70, y: 16))) }
        window.send(.tap(at: CGPoint(x: 20, y: 16)))
        #expect(values == [1, 2, 1])
        stepper.wraps = true
        stepper.value = 2
        window.send(.tap(at: CGPoint(x: 70, y: 16)))
        #expect(stepper.value == 0)
        // The − glyph is black where it can step and dimmed at the minimum; the platter is grey.
        stepper.wraps = false
        stepper.value = 1
        let minus = try rgb(window, 23, 16)
        #expect(minus.allSatisfy { $0 < 80 }, "\(minus)")
        stepper.value = 0
        let dimmed = try rgb(window, 23, 16)
        #expect(dimmed.allSatisfy { $0 > 150 && $0 < 220 }, "\(dimmed)")
        #expect(near(try rgb(window, 10, 5), overWhite([118, 118, 128], 0.12)))
    }

    @Test func aProgressViewFillsFromTheLeadingEdge() throws {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.intrinsicContentSize.height == 4)
        progress.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        progress.progress = 0.25
        let window = window(holding: progress, size: CGSize(width: 100, height: 4))
        #expect(near(try rgb(window, 12, 2), [0, 122, 255]))
        #expect(near(try rgb(window, 80, 2), overWhite([120, 120, 128], 0.2)))
        progress.progress = 2
        #expect(progress.progress == 1)
        let task = Progress(totalUnitCount: 4)
        progress.observedProgress = task
        task.completedUnitCount = 3
        #expect(progress.progress == 0.75)
    }

    @Test func anActivityIndicatorTurnsItsSpokesOnceASecond() throws {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.bounds.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(indicator.isHidden)
        let window = window(holding: indicator, size: CGSize(width: 20, height: 20))
        indicator.startAnimating()
        #expect(!indicator.isHidden)
        let start = commitTime(of: indicator.layer)
        indicator.startAnimating()
        func gray(_ x: Int, _ y: Int, at time: CFTimeInterval) throws -> Int {
            let image = try LayerRenderer().image(of: window.layer, atTime: time)
            return Int(try #require(image.pixel(x: x, y: y)).red)
        }
        // At first the leading spoke (darkest) points up; an eighth of a second later it has
        // turned to half past one, and the spoke above is one step lighter.
        let top = try gray(10, 3, at: start + 0.01)
        let bottom = try gray(10, 16, at: start + 0.01)
        #expect(top < bottom - 40, "top \(top), bottom \(bottom)")
        let later = try gray(10, 3, at: start + 0.13)
        #expect(later > top + 10, "top \(top), later \(later)")
        let turned = try gray(15, 5, at: start + 0.13)
        #expect(abs(turned - top) < 20, "top \(top), turned \(turned)")
        indicator.stopAnimating()
        #expect(indicator.isHidden)
    }

    @Test func aPageControlShowsTheCurrentPageBrighter() throws {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 91, height: 26))
        pages.frame = CGRect(origin: .zero, size: pages.intrinsicContentSize)
        let window = window(holding: pages, size: pages.bounds.size, background: .black)
        let center = try rgb(window, 45, 13)
        let other = try rgb(window, 13, 13)
        #expect(center == [255, 255, 255])
        #expect(near(other, [77, 77, 77], 6), "\(other)")
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        window.send(.tap(at: CGPoint(x: 80, y: 13)))
        window.send(.tap(at: CGPoint(x: 5, y: 13)))
        #expect(changes == [3, 2])
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
    }

    @Test func aSegmentedControlDrawsItsSelectedSegmentAndSelectsOnTap() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize.height == 32)
        control.frame = CGRect(x: 0, y: 0, width: 240, height: 32)
        control.selectedSegmentIndex = 1
        let window = window(holding: control, size: CGSize(width: 240, height: 32))
        // The platter is tertiary system fill; the selected segment white.
        #expect(near(try rgb(window, 10, 4), overWhite([118, 118, 128], 0.12)))
        #expect(try rgb(window, 95, 5) == [255, 255, 255])
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        window.send(.tap(at: CGPoint(x: 200, y: 16)))
        #expect(changes == [2])
        control.setEnabled(false, forSegmentAt: 0)
        window.send(.tap(at: CGPoint(x: 20, y: 16)))
        #expect(changes == [2])
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.titleForSegment(at: 1) == "Three")
    }

    @Test func everyControlDrawsSomethingOnASheet() throws {
        let sheet = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 300))
        sheet.backgroundColor = .white
        sheet.isHidden = false
        let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 70, y: 10, width: 0, height: 0))
        on.isOn = true
        let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 240, height: 31))
        slider.value = 0.3
        let stepper = UIStepper(frame: CGRect(x: 10, y: 90, width: 0, height: 0))
        let progress = UIProgressView(frame: CGRect(x: 10, y: 135, width: 240, height: 4))
        progress.progress = 0.6
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame.origin = CGPoint(x: 130, y: 85)
        spinner.startAnimating()
        let pages = UIPageControl(frame: CGRect(x: 10, y: 150, width: 240, height: 26))
        pages.numberOfPages = 4
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .black
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = CGRect(x: 10, y: 190, width: 240, height: 32)
        segmented.selectedSegmentIndex = 0
        var filled = UIButton.Configuration.filled()
        filled.title = "Continue"
        let button = UIButton(configuration: filled)
        button.frame = CGRect(origin: CGPoint(x: 10, y: 240), size: button.intrinsicContentSize)
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Later"
        let secondary = UIButton(configuration: tinted)
        secondary.frame = CGRect(origin: CGPoint(x: 140, y: 240), size: secondary.intrinsicContentSize)
        let views: [UIView] = [
            off, on, slider, stepper, progress, spinner, pages, segmented, button, secondary,
        ]
        for view in views { sheet.addSubview(view) }
        let image = try LayerRenderer(scale: 2).image(of: sheet.layer)
        for view in views {
            let frame = view.frame
            var inked = false
            for y in stride(from: Int(frame.minY * 2), to: Int(frame.maxY * 2), by: 1) where !inked {
                for x in stride(from: Int(frame.minX * 2), to: Int(frame.maxX * 2), by: 1) {
                    guard let pixel = image.pixel(x: x, y: y) else { continue }
                    if pixel.red < 240 || pixel.green < 240 || pixel.blue < 240 {
                        inked = true
                        break
                    }
                }
            }
            #expect(inked, "\(type(of: view)) drew nothing")
        }
    }
}
