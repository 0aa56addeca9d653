import Foundation
import Testing

@testable import Services

@MainActor
struct ClockTests {
    @Test func timersFireInFireDateOrderWithTiesInSchedulingOrder() {
        let clock = VirtualClock()
        let start = clock.now
        var fired: [(String, TimeInterval)] = []
        func schedule(_ name: String, after interval: TimeInterval) {
            _ = clock.scheduleTimer(interval: interval, repeats: false) { _ in
                fired.append((name, clock.now.timeIntervalSince(start)))
            }
        }
        schedule("c", after: 3)
        schedule("a", after: 1)
        schedule("b", after: 1)
        schedule("x", after: 2)

        clock.advance(by: 2.5)
        #expect(fired.map(\.0) == ["a", "b", "x"])
        #expect(fired.map(\.1) == [1, 1, 2])
        #expect(clock.now.timeIntervalSince(start) == 2.5)
        #expect(clock.scheduledTimerCount == 1)

        clock.advance(by: 10)
        #expect(fired.map(\.0) == ["a", "b", "x", "c"])
        #expect(fired.last?.1 == 3)
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func aRepeatingTimerFiresEveryIntervalUntilInvalidated() {
        let clock = VirtualClock()
        let start = clock.now
        var ticks: [TimeInterval] = []
        let timer = clock.scheduleTimer(interval: 1, repeats: true) { _ in
            ticks.append(clock.now.timeIntervalSince(start))
        }
        clock.advance(by: 3.5)
        #expect(ticks == [1, 2, 3])
        clock.advance(by: 0.5)
        #expect(ticks == [1, 2, 3, 4])
        #expect(timer.isValid)

        timer.invalidate()
        timer.invalidate()
        clock.advance(by: 5)
        #expect(ticks.count == 4)
        #expect(!timer.isValid)
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func aTimerCanInvalidateItselfInsideItsAction() {
        let clock = VirtualClock()
        var ticks = 0
        _ = clock.scheduleTimer(interval: 1, repeats: true) { timer in
            ticks += 1
            if ticks == 2 { timer.invalidate() }
        }
        clock.advance(by: 10)
        #expect(ticks == 2)
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func aTimerCanInvalidateAnotherThatIsDue() {
        let clock = VirtualClock()
        var fired: [String] = []
        let later = clock.scheduleTimer(interval: 2, repeats: false) { _ in fired.append("later") }
        _ = clock.scheduleTimer(interval: 1, repeats: false) { _ in
            fired.append("first")
            later.invalidate()
        }
        clock.advance(by: 5)
        #expect(fired == ["first"])
    }

    @Test func aOneShotTimerIsInvalidBeforeItsActionRunsSoItCanReschedule() {
        let clock = VirtualClock()
        let start = clock.now
        var fired: [TimeInterval] = []
        var validInAction: Bool?
        _ = clock.scheduleTimer(interval: 1, repeats: false) { timer in
            validInAction = timer.isValid
            fired.append(clock.now.timeIntervalSince(start))
            _ = clock.scheduleTimer(interval: 0.5, repeats: false) { _ in
                fired.append(clock.now.timeIntervalSince(start))
            }
        }
        clock.advance(by: 2)
        #expect(validInAction == false)
        #expect(fired == [1, 1.5])
    }

    @Test func tinyIntervalsAreRaisedToAMillisecond() {
        let clock = VirtualClock()
        var fired = 0
        let timer = clock.scheduleTimer(interval: 0, repeats: false) { _ in fired += 1 }
        #expect(timer.interval == 0.001)
        clock.advance(by: 0.0009)
        #expect(fired == 0)
        clock.advance(by: 0.0002)
        #expect(fired == 1)
    }

    @Test func timeNeverMovesBackwards() {
        let clock = VirtualClock()
        let start = clock.now
        clock.advance(by: -5)
        #expect(clock.now == start)
    }

    @Test func drainRunsQueuedWorkInOrderIncludingWorkQueuedWhileDraining() {
        let clock = VirtualClock()
        var order: [String] = []
        clock.enqueue {
            order.append("a")
            clock.enqueue { order.append("c") }
            // NB: a nested drain must not run "c" ahead of "b".
            clock.drain()
        }
        clock.enqueue { order.append("b") }
        #expect(order == [])
        clock.drain()
        #expect(order == ["a", "b", "c"])
    }

    @Test func theEffectsOfATickRunBeforeTheNextTick() {
        let clock = VirtualClock()
        var order: [String] = []
        _ = clock.scheduleTimer(interval: 1, repeats: false) { _ in
            order.append("tick 1")
            clock.enqueue { order.append("effect 1") }
        }
        _ = clock.scheduleTimer(interval: 1, repeats: false) { _ in order.append("tick 2") }
        clock.enqueue { order.append("pending") }
        clock.advance(by: 1)
        #expect(order == ["pending", "tick 1", "effect 1", "tick 2"])
    }

    @Test func turnObserversRunAfterTurnsThatDidSomething() {
        let clock = VirtualClock()
        var turns: [String] = []
        var state = "initial"
        let token = clock.addTurnObserver { turns.append(state) }

        clock.drain()
        #expect(turns == [])
        clock.enqueue { state = "after work" }
        clock.drain()
        #expect(turns == ["after work"])

        _ = clock.scheduleTimer(interval: 1, repeats: false) { _ in state = "after tick" }
        clock.advance(by: 1)
        #expect(turns.last == "after tick")
        #expect(turns.count == 2)

        clock.removeTurnObserver(token)
        clock.enqueue { state = "unobserved" }
        clock.drain()
        #expect(turns.count == 2)
    }

    @Test func observersSeeTheEffectsOfATickComplete() {
        let clock = VirtualClock()
        var effects = 0
        var seen: [Int] = []
        clock.addTurnObserver { seen.append(effects) }
        _ = clock.scheduleTimer(interval: 1, repeats: true) { _ in clock.enqueue { effects += 1 } }
        clock.advance(by: 2)
        #expect(effects == 2)
        #expect(seen.last == 2)
        #expect(!seen.contains(0))
    }

    @Test func removingAnUnknownObserverIsHarmless() {
        let clock = VirtualClock()
        var calls = 0
        let token = clock.addTurnObserver { calls += 1 }
        clock.removeTurnObserver(token)
        clock.removeTurnObserver(token)
        clock.enqueue {}
        clock.drain()
        #expect(calls == 0)
    }

    @Test func theSystemClockDrainsQueuedWorkInOrder() {
        let clock = SystemClock()
        var order: [Int] = []
        var turns = 0
        clock.addTurnObserver { turns += 1 }
        clock.enqueue { order.append(1) }
        clock.enqueue { order.append(2) }
        clock.drain()
        #expect(order == [1, 2])
        #expect(turns == 1)
        #expect(abs(clock.now.timeIntervalSinceNow) < 60)
    }

    @Test func aDurationGivesItsSecondsWithTheirFraction() {
        #expect(Duration.milliseconds(1_500).seconds == 1.5)
        #expect(Duration.zero.seconds == 0)
        #expect(abs(Duration.nanoseconds(-250).seconds + 250e-9) < 1e-15)
    }

    /// A start far from the machine's wall time stands for a step of the machine's clock after the launch:
    /// the clock's time follows its start and the seconds that passed, not the machine's wall time.
    @Test func theSystemClockCountsFromItsStartOnAClockThatNeverSteps() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let clock = SystemClock(startingAt: start)
        let first = clock.now
        let second = clock.now
        #expect(first >= start)
        #expect(second >= first)
        #expect(second.timeIntervalSince(start) < 60)
    }
}

@MainActor
struct VirtualClockPrecisionTests {
    @Test func manySmallStepsReachADeadlineExactly() {
        let clock = VirtualClock()
        var fired = 0
        _ = clock.scheduleTimer(interval: 0.001, repeats: false) { _ in fired += 1 }
        clock.advance(by: 0.0005)
        #expect(fired == 0)
        clock.advance(by: 0.0005)
        #expect(fired == 1)
    }

    @Test func aFiringThatQueuesWorkIsOneTurn() {
        let clock = VirtualClock()
        var turns = 0
        clock.addTurnObserver { turns += 1 }
        _ = clock.scheduleTimer(interval: 1, repeats: false) { _ in clock.enqueue {} }
        clock.advance(by: 1)
        #expect(turns == 1)
    }
}
