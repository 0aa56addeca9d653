public import Foundation

extension DocumentChange {
    /// Where the child was in its folder before the change; nil for an addition.
    public var oldIndex: Int? {
        switch self {
        case .added: nil
        case .removed(_, _, let oldIndex), .renamed(_, _, let oldIndex, _): oldIndex
        }
    }

    /// Where the child is in its folder after the change; nil for a removal.
    public var newIndex: Int? {
        switch self {
        case .added(_, _, let newIndex), .renamed(_, _, _, let newIndex): newIndex
        case .removed: nil
        }
    }

    /// Applies this change to `rows`, the rows of its folder in order, in place, so it costs what it
    /// changes: the child goes out at its old index (a removal or a rename), then `makeRow()` goes in at
    /// its new index (an addition or a rename). A child that keeps its place is written over, with no
    /// shift of the rows after it.
    ///
    /// - Parameters:
    ///   - id: the identity of a row.
    ///   - makeRow: the child's row as it is now; nil when there is none (the child is gone).
    /// - Returns: false when the change does not fit `rows` (an index out of range, another row where the
    ///   child was, or no row to put in): they fell out of step with the folder, and are left partly
    ///   changed for the caller to read the folder anew.
    @inlinable
    public func apply<Rows: RangeReplaceableCollection & MutableCollection>(
        to rows: inout Rows, id: (Rows.Element) -> UUID, makeRow: () -> Rows.Element?
    ) -> Bool where Rows.Index == Int {
        let insertion = newIndex
        if let removal = oldIndex {
            guard rows.indices.contains(removal), id(rows[removal]) == childUUID else { return false }
            if removal == insertion {
                guard let row = makeRow() else { return false }
                rows[removal] = row
                return true
            }
            rows.remove(at: removal)
        }
        if let insertion {
            guard insertion <= rows.count, let row = makeRow() else { return false }
            rows.insert(row, at: insertion)
        }
        return true
    }
}
