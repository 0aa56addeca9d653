import Services
import TestSupport

/// A naive, obviously correct model of what a list diff must report, used to judge ``ListChangeset``.
///
/// It knows nothing of hashing or patience sorting: set differences by linear search and a quadratic
/// longest-increasing-subsequence. Fine for the short lists of the randomised tests.
enum ListChangesetOracle {
    /// Every way `changes` fails to be the exact, minimal diff from `old` to `new`; empty when it is one.
    static func failures(of changes: ListChangeset, from old: [DiffRow], to new: [DiffRow]) -> [String] {
        do {
            try changes.testOnly_verifyInvariants(oldCount: old.count, newCount: new.count)
        } catch {
            // NB: the checks below index the lists with the changeset's indices; stop before they trap.
            return ["invariants: \(error)"]
        }

        var failures: [String] = []
        do {
            let rebuilt = try changes.applied(to: old) { new[$0] }
            if rebuilt != new {
                failures.append("applying the changeset gives \(rebuilt)")
            }
        } catch {
            failures.append("applying the changeset throws: \(error)")
        }

        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let expectedDeleted = Set(oldIDs.filter { !newIDs.contains($0) })
        let expectedInserted = Set(newIDs.filter { !oldIDs.contains($0) })
        let deleted = changes.deletions.map { oldIDs[$0] }
        let inserted = changes.insertions.map { newIDs[$0] }
        if deleted.count != expectedDeleted.count || Set(deleted) != expectedDeleted {
            failures.append("deletes \(deleted), expected the identities \(expectedDeleted.sorted())")
        }
        if inserted.count != expectedInserted.count || Set(inserted) != expectedInserted {
            failures.append("inserts \(inserted), expected the identities \(expectedInserted.sorted())")
        }

        var expectedChanged: Set<Int> = []
        for row in new {
            if let before = old.first(where: { $0.id == row.id }), before.content != row.content {
                expectedChanged.insert(row.id)
            }
        }
        let updated = changes.updates.map { oldIDs[$0] } + changes.movedUpdates.map { newIDs[$0] }
        if updated.count != expectedChanged.count || Set(updated) != expectedChanged {
            failures.append("updates \(updated), expected the identities \(expectedChanged.sorted())")
        }

        let survivorOldOffsets = newIDs.compactMap { id in oldIDs.firstIndex(of: id) }
        let minimalMoveCount = survivorOldOffsets.count - longestIncreasingSubsequenceLength(survivorOldOffsets)
        if changes.moves.count != minimalMoveCount {
            failures.append("reports \(changes.moves.count) moves, the minimum is \(minimalMoveCount)")
        }
        for move in changes.moves where oldIDs[move.from] != newIDs[move.to] {
            failures.append("move \(move) links identity \(oldIDs[move.from]) to \(newIDs[move.to])")
        }
        return failures
    }

    /// The length of a longest strictly increasing subsequence, by the textbook O(n²) recurrence.
    static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
        var lengthEndingAt = [Int](repeating: 1, count: values.count)
        for end in values.indices {
            for start in 0..<end where values[start] < values[end] {
                lengthEndingAt[end] = max(lengthEndingAt[end], lengthEndingAt[start] + 1)
            }
        }
        return lengthEndingAt.max() ?? 0
    }
}
