import Services
import TestSupport
import Testing

/// Duplicate identities and inconsistent changesets are reported as errors, never as a wrong diff.
@Suite struct ListChangesetErrorTests {
    @Test func aDuplicateIdentityInTheOldListThrows() {
        let old = DiffRow.rows([1, 2, 3, 2])
        #expect(throws: ListDiffError.duplicateID(in: .old, firstIndex: 1, duplicateIndex: 3)) {
            try ListChangeset(from: old, to: DiffRow.rows([1]))
        }
    }

    @Test func aDuplicateSurvivingIdentityInTheNewListThrows() {
        #expect(throws: ListDiffError.duplicateID(in: .new, firstIndex: 1, duplicateIndex: 3)) {
            try ListChangeset(from: DiffRow.rows([1, 2, 3]), to: DiffRow.rows([1, 3, 2, 3, 4]))
        }
    }

    @Test func aDuplicateInsertedIdentityInTheNewListThrows() {
        #expect(throws: ListDiffError.duplicateID(in: .new, firstIndex: 1, duplicateIndex: 2)) {
            try ListChangeset(from: DiffRow.rows([1]), to: DiffRow.rows([1, 9, 9]))
        }
    }

    @Test func aDuplicateOfARowInTheCommonSuffixStillGivesAPositionallyCorrectChangeset() throws {
        // Row 3 keeps its place at the end (the common suffix, matched without hashing) and appears
        // again at the top. The duplicate is not looked for there; the changeset still rebuilds `new`.
        let old = DiffRow.rows([1, 2, 3])
        let new = DiffRow.rows([3, 7, 8, 3])
        let changes = try ListChangeset(from: old, to: new)
        #expect(try changes.applied(to: old) { new[$0] } == new)
    }

    /// Duplicates whose occurrences are both in the middle (between the common prefix and suffix) throw
    /// with both offsets; any other duplicate yields a changeset that still rebuilds the new list.
    @Test func randomDuplicatesInTheNewListThrowOrStayPositionallyCorrect() throws {
        var thrown = 0
        for offset in 0..<1_000 {
            let seed = 0xD0_0B1E &+ UInt64(offset)
            var random = SeededGenerator(seed: seed)
            let old = DiffRow.rows(0..<Int.random(in: 1...30, using: &random))
            var new = old.shuffled(using: &random).prefix(Int.random(in: 1...old.count, using: &random))
            if Bool.random(using: &random) { new = ArraySlice(old.prefix(new.count)) }
            let duplicate = try #require(new.randomElement(using: &random))
            new.insert(duplicate, at: Int.random(in: new.startIndex...new.endIndex, using: &random))
            let newRows = Array(new)
            let (prefix, suffix) = Self.commonEnds(old, newRows)
            let offsets = newRows.indices.filter { newRows[$0].id == duplicate.id }
            let inMiddle = offsets.allSatisfy { $0 >= prefix && $0 < newRows.count - suffix }
            if inMiddle {
                let expected = ListDiffError.duplicateID(in: .new, firstIndex: offsets[0], duplicateIndex: offsets[1])
                let error = #expect(throws: ListDiffError.self, "seed \(seed)") {
                    try ListChangeset(from: old, to: newRows)
                }
                thrown += 1
                guard error == expected else {
                    Issue.record("seed \(seed): expected \(expected), got \(String(describing: error))")
                    break
                }
            } else {
                let changes = try ListChangeset(from: old, to: newRows)
                #expect(try changes.applied(to: old) { newRows[$0] } == newRows, "seed \(seed)")
            }
        }
        #expect(thrown > 100, "the generator must exercise the throwing path")
    }

    /// The lengths of the common prefix and suffix by identity, as the diff trims them.
    private static func commonEnds(_ old: [DiffRow], _ new: [DiffRow]) -> (prefix: Int, suffix: Int) {
        let common = min(old.count, new.count)
        var prefix = 0
        while prefix < common, old[prefix].id == new[prefix].id { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, old[old.count - 1 - suffix].id == new[new.count - 1 - suffix].id { suffix += 1 }
        return (prefix, suffix)
    }

    @Test func duplicateErrorsExplainThemselves() {
        let error = ListDiffError.duplicateID(in: .old, firstIndex: 1, duplicateIndex: 3)
        #expect(error.isDuplicateID)
        #expect(error.description.contains("offsets 1 and 3"))
        #expect(!ListDiffError.inconsistentChangeset("x").isDuplicateID)
    }

    @Test(arguments: [
        ListChangeset(deletions: [4]),
        ListChangeset(deletions: [0, 1], insertions: [0, 1]),
        ListChangeset(insertions: [0, 0]),
        ListChangeset(deletions: [1], moves: [.init(from: 1, to: 0)], updates: []),
        ListChangeset(moves: [.init(from: 0, to: 2), .init(from: 1, to: 2)]),
        ListChangeset(updates: [2, 1]),
        ListChangeset(movedUpdates: [1]),
        ListChangeset(moves: [.init(from: 0, to: 2)], updates: [0]),
    ])
    func anInconsistentChangesetIsRejected(changes: ListChangeset) {
        let old = DiffRow.rows(0..<4)
        #expect(throws: ListDiffError.self) {
            try changes.applied(to: old) { DiffRow(id: 100 + $0) }
        }
        let error = #expect(throws: ListDiffError.self) {
            try changes.testOnly_verifyInvariants(oldCount: 4, newCount: 4)
        }
        #expect(error?.isDuplicateID == false)
    }

    @Test func applyingAHandBuiltChangesetFollowsTheBatchUpdateRules() throws {
        let old = DiffRow.rows(0..<5)
        // Delete 1, move 4 to the front, insert 9 at new index 2, reload row 3 (old index).
        let changes = ListChangeset(deletions: [1], insertions: [2], moves: [.init(from: 4, to: 0)], updates: [3])
        let result = try changes.applied(to: old) { $0 == 2 ? DiffRow(id: 9) : DiffRow(id: 3, content: 1) }
        #expect(result == [DiffRow(id: 4), DiffRow(id: 0), DiffRow(id: 9), DiffRow(id: 2), DiffRow(id: 3, content: 1)])
    }
}
