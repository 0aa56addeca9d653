import Foundation
import Services
import TestSupport
import Testing

/// The chunked array behaves as `Array` under every edit, shares the chunks an edit of a copy did not
/// touch, and diffs two versions into the changeset that turns one into the other.
@Suite struct ChunkedArrayTests {
    /// The chunk size, for lengths that span several chunks.
    let chunk = ChunkedArray<Int>.maximumChunkCount

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditsMatchAnArray(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var model = Array(0..<Int.random(in: 0...(3 * chunk), using: &random))
        var chunked = ChunkedArray(model)
        var next = model.count
        for step in 0..<600 {
            switch Int.random(in: 0..<7, using: &random) {
            case 0, 1:
                let index = Int.random(in: 0...model.count, using: &random)
                model.insert(next, at: index)
                chunked.insert(next, at: index)
                next += 1
            case 2, 3:
                guard !model.isEmpty else { continue }
                let index = Int.random(in: 0..<model.count, using: &random)
                #expect(model.remove(at: index) == chunked.remove(at: index), "step \(step)")
            case 4:
                guard !model.isEmpty else { continue }
                let index = Int.random(in: 0..<model.count, using: &random)
                model[index] = next
                chunked[index] = next
                next += 1
            case 5:
                let lower = Int.random(in: 0...model.count, using: &random)
                let upper = Int.random(in: lower...min(model.count, lower + chunk + 10), using: &random)
                let added = Array(next..<(next + Int.random(in: 0...(chunk + 10), using: &random)))
                next += added.count
                model.replaceSubrange(lower..<upper, with: added)
                chunked.replaceSubrange(lower..<upper, with: added)
            default:
                model.append(next)
                chunked.append(next)
                next += 1
            }
            #expect(Array(chunked) == model, "step \(step)")
            #expect(chunked.count == model.count)
            #expect(chunked.indices.map { chunked[$0] } == model, "step \(step): positions")
        }
        #expect(chunked == ChunkedArray(model))
        #expect(chunked.hashValue == ChunkedArray(model).hashValue)
    }

    @Test func anEditOfACopySharesTheRestAndLeavesTheOriginal() {
        let original = ChunkedArray(0..<(10 * chunk))
        var copy = original
        #expect(copy.isIdentical(to: original))
        copy.remove(at: 5 * chunk)
        #expect(!copy.isIdentical(to: original))
        #expect(Array(original) == Array(0..<(10 * chunk)), "the original is untouched")
        #expect(copy.count == original.count - 1)
        #expect(copy != original)
        #expect(ChunkedArray(Array(original)) == original, "equal when built apart")
        #expect(!ChunkedArray(Array(original)).isIdentical(to: original))
    }

    @Test func itCodesAsAPlainArray() throws {
        let array = Array(0..<(2 * chunk + 3))
        let data = try JSONEncoder().encode(ChunkedArray(array))
        #expect(try JSONDecoder().decode([Int].self, from: data) == array)
        #expect(
            try JSONDecoder().decode(ChunkedArray<Int>.self, from: JSONEncoder().encode(array)) == ChunkedArray(array))
        let empty: ChunkedArray<Int> = []
        #expect(empty.isEmpty && Array(empty) == [])
    }

    /// Applies `changes` to the old rows as a table does and checks that it gives the new rows, and that
    /// the changeset is a valid batch update.
    func expectChanges(
        _ changes: ListChangeset, turn old: ChunkedArray<DiffRow>, into new: ChunkedArray<DiffRow>,
        _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let newRows = Array(new)
        do {
            try changes.testOnly_verifyInvariants(oldCount: old.count, newCount: new.count)
            let applied = try changes.applied(to: Array(old)) { newRows[$0] }
            #expect(applied == newRows, "\(context): \(changes)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(context): \(error) for \(changes)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16, 17, 18] as [UInt64])
    func versionsDiffIntoTheirChanges(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var nextID = 0
        func row() -> DiffRow {
            nextID += 1
            return DiffRow(id: nextID)
        }
        var current = ChunkedArray((0..<Int.random(in: 0...(6 * chunk), using: &random)).map { _ in row() })
        for step in 0..<150 {
            let old = current
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    current.insert(row(), at: Int.random(in: 0...current.count, using: &random))
                case 1:
                    guard !current.isEmpty else { continue }
                    current.remove(at: Int.random(in: 0..<current.count, using: &random))
                case 2:
                    // A rename that re-sorts: the row moves, maybe far, and changes.
                    guard !current.isEmpty else { continue }
                    var moved = current.remove(at: Int.random(in: 0..<current.count, using: &random))
                    moved.content += 1
                    current.insert(moved, at: Int.random(in: 0...current.count, using: &random))
                case 3:
                    guard !current.isEmpty else { continue }
                    current[Int.random(in: 0..<current.count, using: &random)].content += 1
                default:
                    let lower = Int.random(in: 0...current.count, using: &random)
                    let upper = min(current.count, lower + Int.random(in: 0...(2 * chunk), using: &random))
                    let added = (0..<Int.random(in: 0...chunk, using: &random)).map { _ in row() }
                    current.replaceSubrange(lower..<upper, with: added)
                }
            }
            let changes = try ListChangeset(from: old, to: current, id: \.id) { $0 == $1 }
            expectChanges(changes, turn: old, into: current, "seed \(seed) step \(step)")
        }
    }

    @Test func oneEditInALongListIsOneRowOperation() throws {
        let old = ChunkedArray(DiffRow.rows(0..<100_000))
        var deleted = old
        deleted.remove(at: 50_000)
        #expect(try ListChangeset(from: old, to: deleted, id: \.id) { $0 == $1 } == ListChangeset(deletions: [50_000]))
        var updated = old
        updated[70_000].content = 1
        #expect(try ListChangeset(from: old, to: updated, id: \.id) { $0 == $1 } == ListChangeset(updates: [70_000]))
        var moved = old
        let row = moved.remove(at: 10)
        moved.insert(row, at: 90_000)
        let move = try ListChangeset(from: old, to: moved, id: \.id) { $0 == $1 }
        expectChanges(move, turn: old, into: moved, "far move")
        #expect(move.changeCount == 1, "\(move)")
        #expect(try ListChangeset(from: old, to: old, id: \.id) { $0 == $1 }.isEmpty)
    }

    /// A row with a string of its own, so two versions made apart hold equal rows with different bits.
    private struct NamedRow: Equatable {
        var id: Int
        var name: String

        static func rows(_ ids: Range<Int>) -> [NamedRow] {
            ids.map { NamedRow(id: $0, name: "a name long enough for the heap \($0)") }
        }
    }

    @Test func rowsOfAnEditedChunkThatKeptTheirBitsAreNotRead() throws {
        let old = ChunkedArray(NamedRow.rows(0..<1_000))
        var new = old
        new[500].name = "renamed"
        var comparisons = 0
        let changes = try ListChangeset(from: old, to: new, id: \.id) { left, right in
            comparisons += 1
            return left == right
        }
        #expect(changes == ListChangeset(updates: [500]))
        // NB: only the edited row is read, once by each walk (from the front and from the back) and once by
        // the token diff; without the comparison of bits, the walks read every row of its chunk (at least 64).
        #expect(comparisons <= 3, "\(comparisons) rows were compared")
    }

    @Test func equalRowsWithDifferentBitsAreComparedByValue() throws {
        let old = ChunkedArray(NamedRow.rows(0..<1_000))
        var rows = NamedRow.rows(0..<1_000)
        rows[700].name = "renamed"
        let new = ChunkedArray(rows)
        let changes = try ListChangeset(from: old, to: new, id: \.id) { $0 == $1 }
        #expect(changes == ListChangeset(updates: [700]))
        #expect(try ListChangeset(from: old, to: ChunkedArray(NamedRow.rows(0..<1_000)), id: \.id) { $0 == $1 }.isEmpty)
    }
}
