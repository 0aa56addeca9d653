/// The row changes that turn one ordered list of identified elements into another, in the shape of a
/// table view's batch update.
///
/// Elements are matched by identity (a `Hashable` ID, unique within each list). An element whose ID is
/// only in the old list is *deleted*, one only in the new list is *inserted*, one in both *survives*.
/// Surviving elements either keep their order relative to each other or are *moved*: the moves are a
/// minimal set, the survivors outside a longest subsequence that kept its order. A survivor whose content
/// changed is *updated* (reloaded).
///
/// The indices follow UIKit's `performBatchUpdates` rules, so a table view can apply the stages directly:
///
/// | Stage | Property | Indices refer to | Order |
/// |---|---|---|---|
/// | 1 | ``deletions`` | the old list | descending |
/// | 1 | ``insertions`` | the new list | ascending |
/// | 1 | ``moves`` | old list → new list | ascending by destination |
/// | 1 | ``updates`` | the old list (rows that did not move) | ascending |
/// | 2 | ``movedUpdates`` | the new list (rows that moved *and* changed) | ascending |
///
/// Stage 1 is one batch: UIKit resolves deletions and move sources against the old list and insertions
/// and move destinations against the new list. UIKit forbids reloading a row that moves in the same batch,
/// so a moved row whose content changed is reported as a move in stage 1 and a reload of its *new* index
/// in stage 2, after the batch. ``applied(to:newElement:)`` performs exactly these stages.
///
/// Example:
///
/// ```swift
/// struct Row: Identifiable, Equatable { var id: String; var title: String }
/// let old = [Row(id: "a", title: "A"), Row(id: "b", title: "B"), Row(id: "c", title: "C")]
/// let new = [Row(id: "c", title: "C"), Row(id: "a", title: "A!"), Row(id: "d", title: "D")]
/// let changes = try ListChangeset(from: old, to: new)
/// // changes.deletions == [1]                       ("b")
/// // changes.insertions == [2]                      ("d")
/// // changes.moves == [.init(from: 2, to: 0)]       ("c"; "a" keeps its place relative to it)
/// // changes.updates == [0]                         ("a" changed and did not move)
/// // changes.movedUpdates == []
/// let result = try changes.applied(to: old) { new[$0] }
/// // result == new
/// ```
public struct ListChangeset: Hashable, Sendable {
    /// A surviving row that changes its position relative to the other survivors.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// The row's index in the old list.
        public var from: Int
        /// The row's index in the new list.
        public var to: Int

        /// Creates a move of the row at old index `from` to new index `to`.
        @inlinable
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// `from→to`, for test failures.
        public var description: String { "\(from)→\(to)" }
    }

    /// Indices in the old list of the rows to delete, in descending order (so removing them one by one
    /// from the old array is valid).
    public var deletions: [Int]

    /// Indices in the new list of the rows to insert, in ascending order (so inserting them one by one
    /// into the array that holds every other row at its final position is valid).
    public var insertions: [Int]

    /// The rows that move, from their old index to their new index, in ascending order of `to`.
    ///
    /// Minimal: its count is the number of surviving rows minus the length of a longest subsequence of
    /// survivors that kept their relative order.
    public var moves: [Move]

    /// Indices in the old list of surviving rows that did *not* move and whose content changed, in
    /// ascending order. Valid as `reloadRows` in the same batch as the other stage-1 changes.
    public var updates: [Int]

    /// Indices in the new list of rows that moved *and* whose content changed, in ascending order.
    /// Reload them after the batch (stage 2): UIKit rejects a reload of a row that moves in the same batch.
    public var movedUpdates: [Int]

    /// Creates a changeset from its stages; see the type's documentation for the index rules.
    ///
    /// The initializer does not check consistency; ``testOnly_verifyInvariants(oldCount:newCount:)`` does.
    @inlinable
    public init(
        deletions: [Int] = [],
        insertions: [Int] = [],
        moves: [Move] = [],
        updates: [Int] = [],
        movedUpdates: [Int] = []
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
        self.movedUpdates = movedUpdates
    }

    /// Whether the two lists were the same: same identities, same order, same content.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty && movedUpdates.isEmpty
    }

    /// The number of row operations in all stages together.
    public var changeCount: Int {
        deletions.count + insertions.count + moves.count + updates.count + movedUpdates.count
    }
}

extension ListChangeset: CustomStringConvertible {
    /// A one-line summary of the non-empty stages, for logs and test failures.
    public var description: String {
        var parts: [String] = []
        if !deletions.isEmpty { parts.append("deletions: \(deletions)") }
        if !insertions.isEmpty { parts.append("insertions: \(insertions)") }
        if !moves.isEmpty { parts.append("moves: \(moves)") }
        if !updates.isEmpty { parts.append("updates: \(updates)") }
        if !movedUpdates.isEmpty { parts.append("movedUpdates: \(movedUpdates)") }
        return "ListChangeset(" + parts.joined(separator: ", ") + ")"
    }
}
