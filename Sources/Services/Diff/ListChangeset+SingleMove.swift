extension ListChangeset {
    /// Strategy 2: recognises one moved row (a rename that re-sorts, a drag), that is a new middle that is
    /// the old middle rotated by one, by comparing identities, without hashing.
    ///
    /// *Forward*: the old middle's first row is the new middle's last, and the rows after it shift up by
    /// one. *Backward*: the old middle's last row is the new middle's first, and the rows before it shift
    /// down by one. Forward is checked first, so two swapped rows are a forward move of the first.
    ///
    /// When the middle is such a rotation, the changeset gets the one move (from the first to the last
    /// offset of the middle, or back), the shifted rows' updates are appended to ``updates`` (old offsets,
    /// ascending), and ``movedUpdates`` is the move's destination when the moved row's content changed, else
    /// empty. Otherwise the changeset is left unchanged.
    ///
    /// - Parameters:
    ///   - old: the list before the change.
    ///   - new: the list after the change.
    ///   - ends: the common prefix and suffix of `old` and `new`, from
    ///     ``matchCommonEnds(of:and:id:isContentEqual:)``.
    ///   - id: the identity of an element.
    ///   - isContentEqual: whether an old element and the new element with the same identity show the
    ///     same content; called once per middle row when the middle is a rotation, never otherwise.
    /// - Returns: whether the middle is a rotation by one row, so the changeset is complete but for the
    ///   suffix's updates.
    /// - Complexity: O(*k*) identity comparisons for middles of *k* rows (O(1) when their sizes differ or
    ///   *k* < 2), with no hashing and no allocation beyond the move and the updates.
    @inlinable
    mutating func matchSingleMove<C: RandomAccessCollection, ID: Hashable>(
        in old: C,
        and new: C,
        between ends: CommonEnds<C.Index>,
        id: (C.Element) -> ID,
        isContentEqual: (_ old: C.Element, _ new: C.Element) -> Bool
    ) -> Bool {
        let middleCount = ends.oldMiddleCount
        guard middleCount == ends.newMiddleCount, middleCount >= 2 else { return false }
        let oldMiddle = old[ends.oldMiddle]
        let newMiddle = new[ends.newMiddle]
        let oldFirst = oldMiddle.startIndex
        let newFirst = newMiddle.startIndex
        let oldLast = oldMiddle.index(before: oldMiddle.endIndex)
        let newLast = newMiddle.index(before: newMiddle.endIndex)
        let forward =
            id(oldMiddle[oldFirst]) == id(newMiddle[newLast])
            && zip(oldMiddle.dropFirst(), newMiddle.dropLast()).allSatisfy { id($0) == id($1) }
        let backward =
            !forward && id(oldMiddle[oldLast]) == id(newMiddle[newFirst])
            && zip(oldMiddle.dropLast(), newMiddle.dropFirst()).allSatisfy { id($0) == id($1) }
        guard forward || backward else { return false }

        let prefixCount = ends.prefixCount
        let last = prefixCount + middleCount - 1
        let move = forward ? Move(from: prefixCount, to: last) : Move(from: last, to: prefixCount)
        let movedOld = forward ? oldMiddle[oldFirst] : oldMiddle[oldLast]
        let movedNew = forward ? newMiddle[newLast] : newMiddle[newFirst]
        let stayingOld = forward ? oldMiddle.dropFirst() : oldMiddle.dropLast()
        let stayingNew = forward ? newMiddle.dropLast() : newMiddle.dropFirst()
        var oldOffset = forward ? prefixCount + 1 : prefixCount
        for (oldElement, newElement) in zip(stayingOld, stayingNew) {
            if !isContentEqual(oldElement, newElement) { updates.append(oldOffset) }
            oldOffset += 1
        }
        moves = [move]
        movedUpdates = isContentEqual(movedOld, movedNew) ? [] : [move.to]
        return true
    }
}
