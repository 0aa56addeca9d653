import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import Testing

@MainActor @Suite struct StoreChangeTests {
    let store = constructTestingStore()
    var root: Folder { store.rootFolder }

    @Test func addingPostsOneAddedChange() {
        let log = ChangeLog(store)
        let child3 = Folder(name: "Child 3", uuid: UUID())
        root.add(child3)
        #expect(log.changes == [StoreChange(item: child3, parent: root, kind: .added(newIndex: 1))])
        let change = log.changes[0]
        #expect(change.reason == .added)
        #expect(change.newIndex == 1 && change.oldIndex == nil)
    }

    @Test func renamingPostsOldAndNewIndex() throws {
        let child3 = Folder(name: "Child 3", uuid: UUID())
        root.add(child3)
        let log = ChangeLog(store)
        try child3.setName("Something else")
        #expect(log.changes == [StoreChange(item: child3, parent: root, kind: .renamed(oldIndex: 1, newIndex: 2))])
        #expect(log.changes.first?.oldIndex == 1)
        #expect(log.changes.first?.newIndex == 2)
        #expect(root.names == ["Child 1", "Recording 1", "Something else"])
    }

    @Test func renamingInPlaceStillReportsTheIndex() throws {
        let log = ChangeLog(store)
        let child1 = try #require(root.contents.first)
        try child1.setName("Another name")
        #expect(log.changes == [StoreChange(item: child1, parent: root, kind: .renamed(oldIndex: 0, newIndex: 0))])
    }

    @Test func renamingToTheSameNamePostsNothing() throws {
        let log = ChangeLog(store)
        try root.contents[0].setName(" Child 1 ")
        #expect(log.changes.isEmpty)
    }

    @Test func removingPostsTheOldIndex() throws {
        let recording1 = try #require(root.contents.last)
        let log = ChangeLog(store)
        root.remove(recording1)
        #expect(log.changes == [StoreChange(item: recording1, parent: root, kind: .removed(oldIndex: 1))])
        #expect(log.changes.first?.oldIndex == 1 && log.changes.first?.newIndex == nil)
    }

    @Test func removingAFolderPostsOnePerChildThenItself() throws {
        let child1 = try #require(root.contents.first as? Folder)
        let child2 = child1.contents[0]
        let recording2 = child1.contents[1]
        let log = ChangeLog(store)
        root.remove(child1)
        #expect(log.changes.count == 3)
        #expect(
            log.changes == [
                StoreChange(item: child2, parent: child1, kind: .removed(oldIndex: 0)),
                StoreChange(item: recording2, parent: child1, kind: .removed(oldIndex: 0)),
                StoreChange(item: child1, parent: root, kind: .removed(oldIndex: 0)),
            ])
    }

    @Test func theBooksChangeNotificationScenario() throws {
        // testChangeNotificationHandling: add "Child 3", rename it, remove it.
        let child3 = Folder(name: "Child 3", uuid: UUID())
        root.add(child3)
        #expect(root.contents.count == 3 && root.contents[1] === child3)
        try child3.setName("Something else")
        #expect(root.contents[2] === child3)
        root.remove(child3)
        #expect(root.names == ["Child 1", "Recording 1"])
    }

    @Test func cancelledAndReleasedObserversAreNotCalled() {
        var calls = 0
        let kept = store.addObserver { _ in calls += 1 }
        var released: StoreObservation? = store.addObserver { _ in calls += 100 }
        #expect(store.observerCount == 2)
        released = nil
        #expect(released == nil)
        root.add(Folder(name: "One", uuid: UUID()))
        #expect(calls == 1)
        kept.cancel()
        #expect(!kept.isActive)
        root.add(Folder(name: "Two", uuid: UUID()))
        #expect(calls == 1)
        #expect(store.observerCount == 0)
    }

    @Test func observersCancelledDuringADeliveryAreSkipped() {
        var secondCalls = 0
        var second: StoreObservation?
        let first = store.addObserver { _ in second?.cancel() }
        second = store.addObserver { _ in secondCalls += 1 }
        root.add(Folder(name: "New", uuid: UUID()))
        #expect(secondCalls == 0)
        #expect(first.isActive)
    }

    @Test func mutationsFromObserversAreDeliveredNested() throws {
        var order: [String] = []
        let nested = Folder(name: "Nested", uuid: UUID())
        let reacting = store.addObserver { [root] change in
            order.append("A:\(change.item.name)")
            if change.item.name == "Trigger" { root.add(nested) }
        }
        let watching = store.addObserver { change in order.append("B:\(change.item.name)") }
        root.add(Folder(name: "Trigger", uuid: UUID()))
        #expect(order == ["A:Trigger", "A:Nested", "B:Nested", "B:Trigger"])
        #expect(reacting.isActive && watching.isActive)
    }
}
