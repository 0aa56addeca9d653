import Services
import Testing

/// The list every store, model and event source keeps its observers in.
@MainActor
@Suite struct ObserverListTests {
    @Test func observersAreCalledInOrderUntilCancelled() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        let first = list.add { calls.append("first \($0)") }
        let second = list.add { calls.append("second \($0)") }
        list.notify(1)
        first.cancel()
        list.notify(2)
        #expect(calls == ["first 1", "second 1", "second 2"])
        #expect(list.count == 1)
        withExtendedLifetime(second) {}
    }

    @Test func cancellingAnyObserverLeavesTheOthersInOrder() {
        let list = ObserverList<Int>()
        var calls: [Int] = []
        let tokens = (0..<9).map { index in list.add { _ in calls.append(index) } }
        for index in [4, 0, 8, 5, 1] { tokens[index].cancel() }
        tokens[4].cancel()
        list.notify(1)
        #expect(calls == [2, 3, 6, 7])
        #expect(list.count == 4)
        let added = list.add { _ in calls.append(9) }
        tokens[3].cancel()
        list.notify(2)
        #expect(calls == [2, 3, 6, 7, 2, 6, 7, 9])
        withExtendedLifetime((tokens, added)) {}
    }

    @Test func aReleasedTokenRemovesItsObserver() {
        let list = ObserverList<Void>()
        var calls = 0
        var token: CancellationToken? = list.add { calls += 1 }
        list.notify()
        token = nil
        list.notify()
        #expect(calls == 1)
        #expect(list.isEmpty)
        #expect(token == nil)
    }

    @Test func anObserverCancelledDuringANotificationIsNotCalledLaterInIt() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        var second: CancellationToken?
        let first = list.add { _ in
            calls.append("first")
            second?.cancel()
        }
        second = list.add { _ in calls.append("second") }
        list.notify(1)
        #expect(calls == ["first"])
        withExtendedLifetime(first) {}
    }

    @Test func anObserverAddedDuringANotificationIsFirstCalledByTheNext() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        var added: CancellationToken?
        let first = list.add { value in
            calls.append("first \(value)")
            if added == nil { added = list.add { calls.append("added \($0)") } }
        }
        list.notify(1)
        list.notify(2)
        #expect(calls == ["first 1", "first 2", "added 2"])
        withExtendedLifetime(first) {}
    }

    @Test func nestedNotificationsDeliverToEveryActiveObserver() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        let first = list.add { value in
            calls.append("first \(value)")
            if value == 1 { list.notify(2) }
        }
        let second = list.add { calls.append("second \($0)") }
        list.notify(1)
        #expect(calls == ["first 1", "first 2", "second 2", "second 1"])
        withExtendedLifetime((first, second)) {}
    }

    @Test func anEndedTokenIsNotCalledAgainNotEvenLaterInTheSameNotification() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        var third: CancellationToken?
        let first = list.add { calls.append("first \($0)") }
        let second = list.add { value in
            calls.append("second \(value)")
            third?.end()
        }
        third = list.add { calls.append("third \($0)") }
        list.notify(1)
        first.end()
        list.notify(2)
        #expect(calls == ["first 1", "second 1", "second 2"])
        #expect(list.count == 1)
        withExtendedLifetime((first, second, third)) {}
    }

    @Test func neitherTheListNorATokenKeepsTheOtherAlive() {
        var list: ObserverList<Int>? = ObserverList()
        weak let weakList = list
        let token = list?.add { _ in }
        list = nil
        #expect(weakList == nil)
        token?.cancel()
        #expect(token?.isActive == false)
    }
}
