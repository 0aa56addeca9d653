import Services
import TestSupport
import Testing

/// Named edits with exact expected changesets.
@Suite struct ListChangesetTests {
    let hundred = DiffRow.rows(0..<100)

    @Test func identicalListsYieldNoChanges() throws {
        let changes = try #require(expectFaithfulDiff(from: hundred, to: hundred))
        #expect(changes.isEmpty)
        #expect(changes.changeCount == 0)
    }

    @Test func deletingOneRowYieldsOneDeletion() {
        var new = hundred
        new.remove(at: 37)
        expectDiff(from: hundred, to: new, is: ListChangeset(deletions: [37]))
    }

    @Test func insertingOneRowYieldsOneInsertion() {
        var new = hundred
        new.insert(DiffRow(id: 1000), at: 42)
        expectDiff(from: hundred, to: new, is: ListChangeset(insertions: [42]))
    }

    @Test func movingOneRowForwardYieldsOneMove() {
        var new = hundred
        new.insert(new.remove(at: 10), at: 60)
        expectDiff(from: hundred, to: new, is: ListChangeset(moves: [.init(from: 10, to: 60)]))
    }

    @Test func movingOneRowBackwardYieldsOneMove() {
        var new = hundred
        new.insert(new.remove(at: 99), at: 0)
        expectDiff(from: hundred, to: new, is: ListChangeset(moves: [.init(from: 99, to: 0)]))
    }

    @Test func aMovedRowThatAlsoChangedIsReloadedAtItsNewIndexAndItsNeighboursInPlace() throws {
        var new = hundred
        var moved = new.remove(at: 10)
        moved.content = 1
        new.insert(moved, at: 60)
        new[30].content = 2
        new[95].content = 3
        // Row 30 of the new list is old row 31 (rows 11...60 shifted up by one); row 95 did not move.
        expectDiff(
            from: hundred, to: new,
            is: ListChangeset(moves: [.init(from: 10, to: 60)], updates: [31, 95], movedUpdates: [60]))
        var back = hundred
        var last = back.removeLast()
        last.content = 4
        back.insert(last, at: 0)
        back[1].content = 5
        expectDiff(
            from: hundred, to: back,
            is: ListChangeset(moves: [.init(from: 99, to: 0)], updates: [0], movedUpdates: [0]))
    }

    @Test func swappingTwoAdjacentRowsYieldsOneMove() throws {
        var new = hundred
        new.swapAt(5, 6)
        let changes = try #require(expectFaithfulDiff(from: hundred, to: new))
        #expect(changes.moves.count == 1)
        #expect(changes.changeCount == 1)
    }

    @Test func updatingEveryTenthRowYieldsOnlyThoseUpdates() {
        var new = hundred
        for offset in stride(from: 0, to: new.count, by: 10) {
            new[offset].content = 1
        }
        let expected = ListChangeset(updates: Array(stride(from: 0, to: 100, by: 10)))
        expectDiff(from: hundred, to: new, is: expected)
        #expect(expected.updates.count == hundred.count / 10)
    }

    @Test func aMovedAndChangedRowIsAMoveThenAReloadOfItsNewIndex() {
        var new = hundred
        var row = new.remove(at: 3)
        row.content = 7
        new.insert(row, at: 50)
        expectDiff(from: hundred, to: new, is: ListChangeset(moves: [.init(from: 3, to: 50)], movedUpdates: [50]))
    }

    @Test func updatesUseOldIndicesWhenRowsBeforeThemChange() {
        // Row 5 (old index 5) changes while rows 0 and 1 are deleted and one row is inserted at the top.
        var new = Array(hundred.dropFirst(2))
        new.insert(DiffRow(id: 500), at: 0)
        new[4].content = 9
        #expect(new[4].id == 5)
        expectDiff(from: hundred, to: new, is: ListChangeset(deletions: [1, 0], insertions: [0], updates: [5]))
    }

    @Test func emptyToNonEmptyInsertsEveryRow() {
        expectDiff(from: [], to: DiffRow.rows(0..<4), is: ListChangeset(insertions: [0, 1, 2, 3]))
    }

    @Test func nonEmptyToEmptyDeletesEveryRowInDescendingOrder() {
        expectDiff(from: DiffRow.rows(0..<4), to: [], is: ListChangeset(deletions: [3, 2, 1, 0]))
    }

    @Test func emptyToEmptyIsNoChange() throws {
        let changes = try ListChangeset(from: [DiffRow](), to: [])
        #expect(changes.isEmpty)
    }

    @Test func replacingAllRowsDeletesAndInsertsEveryRow() {
        let new = DiffRow.rows(100..<200)
        let expected = ListChangeset(deletions: Array((0..<100).reversed()), insertions: Array(0..<100))
        expectDiff(from: hundred, to: new, is: expected)
    }

    @Test func reversingMovesAllButOneRow() throws {
        let changes = try #require(expectFaithfulDiff(from: hundred, to: hundred.reversed()))
        #expect(changes.moves.count == 99)
        #expect(changes.deletions.isEmpty && changes.insertions.isEmpty && changes.updates.isEmpty)
    }

    @Test func theDocumentationExampleHolds() throws {
        let old = [DiffRow(id: 1), DiffRow(id: 2), DiffRow(id: 3)]
        let new = [DiffRow(id: 3), DiffRow(id: 1, content: 1), DiffRow(id: 4)]
        expectDiff(
            from: old,
            to: new,
            is: ListChangeset(deletions: [1], insertions: [2], moves: [.init(from: 2, to: 0)], updates: [0])
        )
    }

    @Test func plainIdentitiesDiffWithTheIdentityFunction() throws {
        let changes = try ListChangeset(from: ["a", "b", "c", "d"], to: ["b", "c", "a", "e"], id: { $0 })
        #expect(changes == ListChangeset(deletions: [3], insertions: [3], moves: [.init(from: 0, to: 2)]))
    }

    @Test func aCustomContentComparisonDecidesUpdates() throws {
        let old = [DiffRow(id: 1, content: 1), DiffRow(id: 2, content: 2)]
        let new = [DiffRow(id: 1, content: 3), DiffRow(id: 2, content: 5)]
        // Only the parity of the content is displayed: row 2 changes from even to odd.
        let changes = try ListChangeset(from: old, to: new, id: \.id) { $0.content % 2 == $1.content % 2 }
        #expect(changes == ListChangeset(updates: [1]))
    }
}
