import Foundation
import RecordingsCore
import Testing

/// `DocumentChange.apply(to:id:makeRow:)`: each kind of change edits a folder's rows in place, and a change
/// that does not fit the rows says so instead of guessing.
@Suite struct DocumentChangeRowsTests {
    let parent = UUID()
    let ids = (0..<4).map { _ in UUID() }

    /// Rows are (identity, text) pairs; `made` is the text the changed row gets.
    func apply(_ change: DocumentChange, to rows: inout [(UUID, String)], made: String? = "new") -> Bool {
        change.apply(to: &rows, id: \.0, makeRow: { made.map { (change.childUUID, $0) } })
    }

    @Test func eachKindOfChangeEditsTheRowsInPlace() {
        var rows = ids.prefix(3).map { ($0, "old") }
        #expect(apply(.added(parentUUID: parent, childUUID: ids[3], newIndex: 1), to: &rows))
        #expect(rows.map(\.0) == [ids[0], ids[3], ids[1], ids[2]])
        #expect(apply(.renamed(parentUUID: parent, childUUID: ids[0], oldIndex: 0, newIndex: 3), to: &rows))
        #expect(rows.map(\.0) == [ids[3], ids[1], ids[2], ids[0]])
        #expect(rows[3].1 == "new", "a moved row is made again")
        #expect(apply(.renamed(parentUUID: parent, childUUID: ids[1], oldIndex: 1, newIndex: 1), to: &rows))
        #expect(rows.map(\.0) == [ids[3], ids[1], ids[2], ids[0]] && rows[1].1 == "new", "written over in place")
        #expect(apply(.removed(parentUUID: parent, childUUID: ids[2], oldIndex: 2), to: &rows))
        #expect(rows.map(\.0) == [ids[3], ids[1], ids[0]])
    }

    @Test func aChangeThatDoesNotFitTheRowsSaysSo() {
        let rows = ids.prefix(2).map { ($0, "old") }
        var copy = rows
        #expect(!apply(.removed(parentUUID: parent, childUUID: ids[1], oldIndex: 0), to: &copy), "another row there")
        copy = rows
        #expect(!apply(.removed(parentUUID: parent, childUUID: ids[1], oldIndex: 2), to: &copy), "out of range")
        copy = rows
        #expect(!apply(.added(parentUUID: parent, childUUID: ids[2], newIndex: 3), to: &copy), "past the end")
        copy = rows
        #expect(!apply(.added(parentUUID: parent, childUUID: ids[2], newIndex: 0), to: &copy, made: nil), "no row")
        #expect(copy.map(\.0) == rows.map(\.0), "nothing was inserted")
    }
}
