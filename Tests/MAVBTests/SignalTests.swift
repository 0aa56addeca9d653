import MAVB
import Services
import Testing

/// The signal semantics the sample relies on: one subscriber, dropped sends, ends, laziness, sharing,
/// and each operator the app uses.
@MainActor
@Suite struct SignalTests {
    /// Subscribes and collects values, and whether the signal ended.
    @MainActor final class Collector<Value> {
        var values: [Value] = []
        var end: SignalEnd?
        var subscription: SignalSubscription?

        init(_ signal: Signal<Value>) throws {
            subscription = try signal.subscribe { [unowned self] event in
                switch event {
                case .value(let value): self.values.append(value)
                case .end(let end): self.end = end
                }
            }
        }
    }

    @Test func aPlainSignalHasOneSubscriber() throws {
        let (_, signal) = Signal<Int>.channel()
        _ = try signal.subscribeValues { _ in }
        #expect(throws: SignalError(.duplicate)) { try signal.subscribeValues { _ in } }
        #expect(SignalError(.duplicate).description.contains("multicast()"))
    }

    @Test func valuesSentWithNobodyListeningAreDropped() throws {
        let (input, signal) = Signal<Int>.channel()
        input.send(1)
        let collector = try Collector(signal)
        input.send(2)
        #expect(collector.values == [2])
    }

    @Test func aSignalEndsOnceAndDeliversNothingAfter() throws {
        let (input, signal) = Signal<Int>.channel()
        let collector = try Collector(signal)
        input.send(1)
        input.complete()
        input.send(2)
        #expect(collector.values == [1])
        #expect(collector.end == .complete)
        #expect(collector.subscription?.isActive == false)
        let just = try Collector(Signal.just(1, 2))
        #expect(just.values == [1, 2] && just.end == .complete)
    }

    @Test func cancellingOrReleasingASubscriptionStopsDelivery() throws {
        let (input, signal) = Signal<Int>.channel()
        var received: [Int] = []
        var subscription: SignalSubscription? = try signal.subscribeValues { received.append($0) }
        input.send(1)
        subscription = nil
        input.send(2)
        #expect(received == [1])
        _ = subscription
    }

    /// How a subscription ends, for ``aSubscriptionLetsGoOfItsObserverOnceItEnds(by:)``.
    enum Ending: CaseIterable { case cancel, release, signalEnd }

    @Test(arguments: Ending.allCases) func aSubscriptionLetsGoOfItsObserverOnceItEnds(by ending: Ending) throws {
        final class Tracked {}
        let (input, signal) = Signal<Int>.channel()
        weak var tracked: Tracked?
        var subscription: SignalSubscription?
        do {
            let object = Tracked()
            tracked = object
            subscription = try signal.map { $0 + 1 }.subscribeValues { _ in _ = object }
        }
        input.send(1)
        #expect(tracked != nil, "an active subscription keeps its observer")
        switch ending {
        case .cancel: subscription?.cancel()
        case .release: subscription = nil
        case .signalEnd: input.complete()
        }
        #expect(tracked == nil, "nothing keeps the observer or its source once the subscription ended")
        #expect(subscription?.isActive != true)
    }

    @Test func operatorsStartOnlyWhenSubscribed() throws {
        var started = 0
        let (input, signal) = Signal<Int>.channel()
        let mapped = signal.map { value -> Int in
            started += 1
            return value * 10
        }
        input.send(1)
        #expect(started == 0, "nothing runs before a subscriber")
        let collector = try Collector(mapped)
        input.send(2)
        #expect(collector.values == [20] && started == 1)
    }

    @Test func mapCompactMapFilterStartWithDistinct() throws {
        let (input, signal) = Signal<Int>.channel()
        let collector = try Collector(
            signal.compactMap { $0 < 0 ? nil : $0 }.filter { $0 != 3 }.map { $0 * 2 }.distinct().startWith(0))
        for value in [1, -1, 1, 3, 2, 2] { input.send(value) }
        #expect(collector.values == [0, 2, 4])
    }

    @Test func mergeEndsWhenEverySourceEnded() throws {
        let (a, first) = Signal<Int>.channel()
        let (b, second) = Signal<Int>.channel()
        let collector = try Collector(first.merge(with: second))
        a.send(1)
        b.send(2)
        a.complete()
        #expect(collector.end == nil)
        b.send(3)
        b.complete()
        #expect(collector.values == [1, 2, 3] && collector.end == .complete)
    }

    @Test func combineEmitsTheLatestOfEachOnceAllHaveOne() throws {
        let (a, first) = Signal<Int>.channel()
        let (b, second) = Signal<String>.channel()
        let collector = try Collector(Signal.combine(first, second).map { "\($0)\($1)" })
        a.send(1)
        #expect(collector.values.isEmpty)
        b.send("x")
        a.send(2)
        #expect(collector.values == ["1x", "2x"])
    }

    @Test func flatMapLatestFollowsOnlyTheNewestInnerSignal() throws {
        let (outer, signal) = Signal<Int>.channel()
        var inners: [SignalInput<String>] = []
        let collector = try Collector(
            signal.flatMapLatest { _ -> Signal<String> in
                let (input, inner) = Signal<String>.channel()
                inners.append(input)
                return inner
            })
        outer.send(1)
        inners[0].send("a")
        outer.send(2)
        inners[0].send("stale")
        inners[1].send("b")
        #expect(collector.values == ["a", "b"])
    }

    @Test func catchEndAndIgnoreElements() throws {
        let caught = try Collector(Signal<Int?>.just(1).catchEnd { _ in .just(nil) })
        #expect(caught.values == [1, nil])
        let ignored = try Collector(Signal<Int>.just(1, 2).ignoreElements() as Signal<String>)
        #expect(ignored.values.isEmpty && ignored.end == .complete)
    }

    @Test func delayRunsOnTheClock() throws {
        let clock = VirtualClock()
        let (input, signal) = Signal<Int>.channel()
        let collector = try Collector(signal.delay(1, on: clock))
        input.send(1)
        #expect(collector.values.isEmpty)
        clock.advance(by: 1)
        #expect(collector.values == [1])
    }

    @Test func multicastSharesAndContinuousReplaysTheLatest() throws {
        let (input, signal) = Signal<Int>.channel()
        let shared = signal.continuous()
        var first: [Int] = []
        let one = shared.subscribeValues { first.append($0) }
        input.send(1)
        var second: [Int] = []
        let two = shared.subscribeValues { second.append($0) }
        input.send(2)
        #expect(first == [1, 2] && second == [1, 2])
        let (plainInput, plain) = Signal<Int>.channel()
        let multi = plain.multicast()
        let early = try Collector(multi.signal)
        plainInput.send(1)
        let late = try Collector(multi.signal)
        plainInput.send(2)
        #expect(early.values == [1, 2] && late.values == [2], "multicast replays nothing")
        _ = (one, two)
    }

    @Test func anEndedSignalGivesALaterSubscriberItsEnd() throws {
        let (input, signal) = Signal<Int>.channel()
        let first = try Collector(signal)
        input.complete()
        let second = try Collector(signal)
        #expect(first.end == .complete && second.end == .complete)
        #expect(second.subscription?.isActive == false)
    }

    /// A shared signal that ended tells a subscriber who comes afterwards that it ended (after the latest
    /// value, for a continuous one), and keeps no observer for it.
    @Test(arguments: [false, true]) func anEndedSharedSignalGivesALateSubscriberItsEnd(continuous: Bool) throws {
        let (input, signal) = Signal<Int>.channel()
        let shared = continuous ? signal.continuous() : signal.multicast()
        let early = try Collector(shared.signal)
        input.send(1)
        input.complete()
        #expect(early.values == [1] && early.end == .complete)

        let late = try Collector(shared.signal)
        #expect(late.end == .complete, "a late subscriber hears the end at once")
        #expect(late.values == (continuous ? [1] : []), "only a continuous signal replays its latest value")
        var lateValues: [Int] = []
        let afterEnd = shared.subscribeValues { lateValues.append($0) }
        input.send(2)
        #expect(lateValues == (continuous ? [1] : []), "nothing is delivered after the end")
        _ = afterEnd
    }

    @Test func aSubscriptionKeepsItsMulticastAlive() throws {
        let (input, signal) = Signal<Int>.channel()
        var values: [Int] = []
        let subscription = signal.continuous().subscribeValues { values.append($0) }
        input.send(1)
        #expect(values == [1], "the subscription holds the multi, which holds the source")
        _ = subscription
    }

    @Test func aContinuousSignalKnowsItsLatestValue() throws {
        let (input, signal) = Signal<String>.channel()
        let shared = signal.continuous()
        #expect(shared.latest == nil)
        let subscription = shared.subscribeValues { _ in }
        input.send("a")
        #expect(shared.latest == "a")
        _ = subscription
    }

    @Test func combineOfThree() throws {
        let collector = try Collector(
            Signal.combine(Signal.just(1), Signal.just("b"), Signal.just(true)).map { "\($0)\($1)\($2)" })
        #expect(collector.values == ["1btrue"] && collector.end == .complete)
    }

    @Test func aLifetimeEndsItsSubscriptions() throws {
        let (input, signal) = Signal<Int>.channel()
        var values: [Int] = []
        let lifetime = Lifetime()
        lifetime.add(try signal.subscribeValues { values.append($0) })
        input.send(1)
        lifetime.cancelAll()
        input.send(2)
        #expect(values == [1])
    }

    @Test func anInputChainKeepsItsInputEnd() throws {
        let (target, signal) = Signal<String>.channel()
        let collector = try Collector(signal)
        let input = Input<Int>().compactMap { $0 > 0 ? $0 : nil }.map { "#\($0)" }.bind(to: target)
        input.send(-1)
        input.send(2)
        #expect(collector.values == ["#2"])
    }
}
