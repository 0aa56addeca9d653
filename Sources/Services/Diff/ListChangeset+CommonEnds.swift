extension ListChangeset {
    /// The rows two lists share at either end, as ``matchCommonEnds(of:and:id:isContentEqual:)`` finds them,
    /// and the *middle* of each list between its common prefix and common suffix.
    ///
    /// Offsets count from the start of the whole list: the middles start at offset ``prefixCount`` in both
    /// lists.
    @usableFromInline
    struct CommonEnds<Index: Comparable> {
        /// The number of rows in the common prefix, which is also the offset of each middle's first row.
        @usableFromInline let prefixCount: Int
        /// The indices of the old list's middle.
        @usableFromInline let oldMiddle: Range<Index>
        /// The indices of the new list's middle.
        @usableFromInline let newMiddle: Range<Index>
        /// The number of rows in the old list's middle.
        @usableFromInline let oldMiddleCount: Int
        /// The number of rows in the new list's middle.
        @usableFromInline let newMiddleCount: Int
        /// The old offsets of the common suffix's updated rows, in *descending* order (the suffix is walked
        /// from the end). They follow the middle's updates in ``ListChangeset/updates``.
        @usableFromInline let suffixUpdates: [Int]

        /// Creates the common ends of two lists from their parts.
        @inlinable
        init(
            prefixCount: Int,
            oldMiddle: Range<Index>,
            newMiddle: Range<Index>,
            oldMiddleCount: Int,
            newMiddleCount: Int,
            suffixUpdates: [Int]
        ) {
            self.prefixCount = prefixCount
            self.oldMiddle = oldMiddle
            self.newMiddle = newMiddle
            self.oldMiddleCount = oldMiddleCount
            self.newMiddleCount = newMiddleCount
            self.suffixUpdates = suffixUpdates
        }

        /// Whether both middles are empty, that is every row survives in place.
        @inlinable
        var isMiddleEmpty: Bool { oldMiddleCount == 0 && newMiddleCount == 0 }
    }

    /// Strategy 1: matches the rows with the same identity at the same distance from either end of `old`
    /// and `new` by walking both lists from the front and then from the back, without hashing.
    ///
    /// The common prefix and suffix survive in place, so their only changes are updates. The prefix's are
    /// appended to ``updates`` (old offset = new offset, ascending); the suffix's are returned in
    /// ``CommonEnds/suffixUpdates``, to be appended after the middle's. The prefix is matched first, so
    /// when one list is a prefix of the other, the suffix is empty. Identities are not checked for
    /// uniqueness here.
    ///
    /// - Parameters:
    ///   - old: the list before the change.
    ///   - new: the list after the change.
    ///   - id: the identity of an element.
    ///   - isContentEqual: whether an old element and the new element with the same identity show the
    ///     same content; called once per row of the common prefix and suffix.
    /// - Returns: the length of the common prefix, the bounds and sizes of both middles, and the updates of
    ///   the common suffix.
    /// - Complexity: O(*p* + *s*) identity comparisons for a common prefix of *p* and a common suffix of *s*
    ///   rows, with no hashing and no allocation beyond the updates.
    @inlinable
    mutating func matchCommonEnds<C: RandomAccessCollection, ID: Hashable>(
        of old: C,
        and new: C,
        id: (C.Element) -> ID,
        isContentEqual: (_ old: C.Element, _ new: C.Element) -> Bool
    ) -> CommonEnds<C.Index> {
        let oldCount = old.count
        let newCount = new.count
        let commonCount = Swift.min(oldCount, newCount)

        // The common prefix survives in place; its changed rows are updates (old offset = new offset).
        var prefixCount = 0
        var oldStart = old.startIndex
        var newStart = new.startIndex
        while prefixCount < commonCount {
            let oldElement = old[oldStart]
            let newElement = new[newStart]
            guard id(oldElement) == id(newElement) else { break }
            if !isContentEqual(oldElement, newElement) { updates.append(prefixCount) }
            prefixCount += 1
            old.formIndex(after: &oldStart)
            new.formIndex(after: &newStart)
        }

        // The common suffix survives in place too; its updates are collected last to first.
        var suffixCount = 0
        var suffixUpdates: [Int] = []
        var oldEnd = old.endIndex
        var newEnd = new.endIndex
        while suffixCount < commonCount - prefixCount {
            let oldLast = old.index(before: oldEnd)
            let newLast = new.index(before: newEnd)
            let oldElement = old[oldLast]
            let newElement = new[newLast]
            guard id(oldElement) == id(newElement) else { break }
            if !isContentEqual(oldElement, newElement) { suffixUpdates.append(oldCount - 1 - suffixCount) }
            suffixCount += 1
            oldEnd = oldLast
            newEnd = newLast
        }

        return CommonEnds(
            prefixCount: prefixCount,
            oldMiddle: oldStart..<oldEnd,
            newMiddle: newStart..<newEnd,
            oldMiddleCount: oldCount - prefixCount - suffixCount,
            newMiddleCount: newCount - prefixCount - suffixCount,
            suffixUpdates: suffixUpdates
        )
    }
}
