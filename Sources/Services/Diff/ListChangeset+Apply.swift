extension ListChangeset {
    /// Applies the changeset to `old` the way a table view's batch update does, and returns the new list.
    ///
    /// The stages, as UIKit performs them:
    /// 1. Deleted rows and move sources leave (indices in `old`).
    /// 2. Inserted rows (from `newElement`) and moved rows (the old element) take their new indices; the
    ///    rows that neither left nor moved fill the remaining positions in their old order. Rows listed in
    ///    ``updates`` are reloaded, that is replaced by `newElement` at the position they end up in.
    /// 3. Rows listed in ``movedUpdates`` are reloaded at their new index.
    ///
    /// A row that a correct changeset does not touch keeps its old element, so for a changeset computed
    /// from `old` and `new`, `applied(to: old) { new[$0] } == new` exactly when the changeset is complete.
    ///
    /// ```swift
    /// let changes = try ListChangeset(from: old, to: new)
    /// let rebuilt = try changes.applied(to: old) { new[$0] }   // == new
    /// ```
    ///
    /// - Parameters:
    ///   - old: the list the changeset was computed from.
    ///   - newElement: the element at an index of the new list; asked for insertions and reloads only.
    /// - Returns: the list after the update, of `old.count - deletions.count + insertions.count` elements.
    /// - Throws: ``ListDiffError/inconsistentChangeset(_:)`` when the changeset is not a valid batch
    ///   update for `old` (see ``testOnly_verifyInvariants(oldCount:newCount:)``).
    /// - Complexity: O(*n* + *m*) for lists of *n* and *m* rows.
    public func applied<Element>(
        to old: [Element],
        newElement: (_ newIndex: Int) -> Element
    ) throws(ListDiffError) -> [Element] {
        let newCount = old.count - deletions.count + insertions.count
        let fates = try oldRowFates(oldCount: old.count, newCount: newCount)

        var slots = [Element?](repeating: nil, count: newCount)
        for offset in insertions {
            slots[offset] = newElement(offset)
        }
        for move in moves {
            slots[move.to] = old[move.from]
        }
        var slot = 0
        for (offset, fate) in fates.enumerated() where fate == .stays || fate == .updated {
            while slot < newCount, slots[slot] != nil {
                slot += 1
            }
            guard slot < newCount else {
                throw .inconsistentChangeset("no position left for old row \(offset)")
            }
            slots[slot] = fate == .updated ? newElement(slot) : old[offset]
        }
        for offset in movedUpdates {
            slots[offset] = newElement(offset)
        }

        var result: [Element] = []
        result.reserveCapacity(newCount)
        for (offset, element) in slots.enumerated() {
            guard let element else {
                throw .inconsistentChangeset("nothing ends up at new row \(offset)")
            }
            result.append(element)
        }
        return result
    }
}
