import Foundation
import LaminaUIKit
import Testing

/// Events recorded with the clock time they happened at.
private final class EventLog: @unchecked Sendable {
    var events: [(String, CFTimeInterval)] = []

    func record(_ name: String) {
        events.append((name, CACurrentMediaTime()))
    }

    var names: [String] { events.map(\.0) }
}

@Suite struct TestClockTests {
    @Test func mediaTimeIsTheClocksWhileItRuns() {
        let clock = TestClock(time: 50)
        clock.run {
            #expect(CACurrentMediaTime() == 50)
            clock.advance(by: 2.5)
            #expect(CACurrentMediaTime() == 52.5)
        }
        #expect(abs(CACurrentMediaTime() - 52.5) > 1)
    }

    @Test func displayLinksAndMainQueueWorkRunInTimeOrder() {
        let clock = TestClock()
        let log = EventLog()
        clock.run {
            let link = CADisplayLink { _ in log.record("tick") }
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 10, preferred: 10)
            link.add(to: .main, forMode: .common)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.record("later") }
            DispatchQueue.main.async { log.record("soon") }
            clock.advance(by: 0)
            #expect(log.names == ["soon"])
            clock.advance(by: 0.35)
            #expect(log.names == ["soon", "tick", "tick", "later", "tick"])
            #expect(log.events.map { ($0.1 - 1000) * 100 }.map { $0.rounded() } == [0, 10, 20, 25, 30])
            link.invalidate()
            clock.advance(by: 1)
            #expect(log.names.count == 5)
            #expect(clock.pendingCount == 0)
        }
    }

    @Test func aDisplayLinkTicksOncePerFrameWithItsTimestamps() throws {
        let clock = TestClock(time: 10)
        var stamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        clock.run {
            let link = CADisplayLink { link in
                stamps.append(link.timestamp)
                targets.append(link.targetTimestamp)
            }
            link.add(to: .main, forMode: .default)
            clock.advance(by: 1)
            link.isPaused = true
            clock.advance(by: 1)
            link.invalidate()
        }
        #expect(stamps.count == 60)
        #expect(abs(try #require(stamps.last) - 11) < 1e-9)
        #expect(abs(try #require(targets.first) - (10 + 2.0 / 60)) < 1e-9)
    }

    @Test func viewAnimationsFinishWhenTheClockPassesTheirEnd() throws {
        let clock = TestClock()
        let log = EventLog()
        try clock.run {
            let (window, view) = viewOnScreen(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .red
            UIView.animate(withDuration: 0.5) {
                view.alpha = 0
            } completion: { finished in
                log.record(finished ? "finished" : "interrupted")
                // Work scheduled from a completion runs in the same advance when it is due.
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.record("after") }
            }
            clock.advance(by: 0.25)
            #expect(log.names.isEmpty)
            // The clock's time is half-way through the fade.
            let image = try LayerRenderer().image(of: window.layer, atTime: CACurrentMediaTime())
            let alpha = try #require(image.pixel(x: 10, y: 10)).alpha
            #expect((100...155).contains(alpha), "alpha \(alpha)")
            clock.advance(by: 1)
            #expect(log.names == ["finished", "after"])
            #expect(log.events.map { (($0.1 - 1000) * 100).rounded() } == [50, 60])
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func anAdoptedTimerFiresOnTheClock() {
        let clock = TestClock()
        let log = EventLog()
        clock.run {
            let timer = Timer(fire: Date() + 0.25, interval: 0.25, repeats: true) { _ in
                log.record("repeating")
            }
            RunLoop.main.add(timer, forMode: .common)
            clock.adopt(timer)
            clock.advance(by: 0.6)
            #expect(log.events.map { (($0.1 - 1000) * 100).rounded() } == [25, 50])
            timer.invalidate()
            clock.advance(by: 1)
            #expect(log.events.count == 2)
            let once = Timer(fire: Date() + 0.1, interval: 0, repeats: false) { _ in log.record("once") }
            clock.adopt(once)
            clock.advance(by: 1)
            #expect(log.names == ["repeating", "repeating", "once"])
            #expect(!once.isValid)
        }
    }

    @Test func outsideARunningClockTheMainQueueIsDispatchs() async {
        // No clock: the overloads forward to Dispatch, which runs the work on the main queue.
        await withCheckedContinuation { continuation in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { continuation.resume() }
        }
        #expect(TestClock.current == nil)
    }
}
