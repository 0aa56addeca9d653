import Inspection
import Testing

/// The bounded timeline every time-travelling store records into.
@Suite struct TimelineTests {
    @Test func appendingShowsTheNewEntry() {
        var timeline = Timeline<String>(first: "start")
        timeline.append("a")
        timeline.append("b")
        #expect(timeline.entries == ["start", "a", "b"])
        #expect(timeline.position == 2)
        #expect(timeline.current == "b")
        #expect(timeline.isAtEnd)
    }

    @Test func movingChangesOnlyThePositionAndIsClamped() {
        var timeline = Timeline<Int>(first: 0)
        for value in 1...3 { timeline.append(value) }
        #expect(timeline.move(to: 1) == 1)
        #expect(timeline.entries == [0, 1, 2, 3])
        #expect(!timeline.isAtEnd)
        #expect(timeline.move(to: -5) == 0)
        #expect(timeline.position == 0)
        #expect(timeline.move(to: 99) == 3)
        #expect(timeline.position == 3)
    }

    @Test func appendingAfterMovingBackDropsTheFuture() {
        var timeline = Timeline<Int>(first: 0)
        for value in 1...3 { timeline.append(value) }
        timeline.move(to: 1)
        timeline.append(10)
        #expect(timeline.entries == [0, 1, 10])
        #expect(timeline.position == 2)
        #expect(timeline.droppedCount == 0)
    }

    @Test func aFullTimelineDropsTheOldestAndCountsIt() {
        var timeline = Timeline<Int>(limit: 3, first: 0)
        for value in 1...4 { timeline.append(value) }
        #expect(timeline.entries == [2, 3, 4])
        #expect(timeline.droppedCount == 2)
        #expect(timeline.position == 2)
    }

    @Test func aFullTimelineMovedBackDropsTheFutureBeforeTheOldest() {
        var timeline = Timeline<Int>(limit: 3, first: 0)
        timeline.append(1)
        timeline.append(2)
        timeline.move(to: 0)
        timeline.append(9)
        #expect(timeline.entries == [0, 9])
        #expect(timeline.droppedCount == 0)
    }

    @Test(arguments: [0, -1])
    func aTimelineWithoutRoomKeepsNothing(limit: Int) {
        var timeline = Timeline<Int>(limit: limit, first: 0)
        timeline.append(1)
        #expect(!timeline.isEnabled)
        #expect(timeline.limit == 0)
        #expect(timeline.entries.isEmpty)
        #expect(timeline.current == nil)
        #expect(timeline.move(to: 0) == nil)
        #expect(timeline.lastIndex == -1)
    }

    @Test func anEmptyTimelineStartsWithItsFirstAppend() {
        var timeline = Timeline<String>()
        #expect(timeline.current == nil)
        #expect(!timeline.isAtEnd)
        timeline.append("first")
        #expect(timeline.current == "first")
        #expect(timeline.position == 0)
    }
}
