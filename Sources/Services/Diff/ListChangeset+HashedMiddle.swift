extension ListChangeset {
    /// Strategy 3, the general case: diffs the middles of `old` and `new` by hashing their identities, and
    /// reports as moves only the survivors outside a longest subsequence that kept its relative order.
    ///
    /// Three passes over the middles: index the old middle by identity, match the new middle against it
    /// (every other row is a deletion or an insertion), then classify the survivors, in new order, as moves
    /// and updates. The survivors that stay are those of
    /// ``longestIncreasingSubsequence(of:)`` over their old offsets; when the survivors already keep their
    /// order, that search is skipped and none moves.
    ///
    /// On return, the changeset's ``deletions`` (descending), ``insertions`` (ascending), ``moves``
    /// (ascending by destination) and ``movedUpdates`` (new offsets, ascending) are those of the middle, and
    /// the updates of the survivors that did not move are appended to ``updates`` (old offsets, ascending).
    ///
    /// - Parameters:
    ///   - old: the list before the change.
    ///   - new: the list after the change.
    ///   - ends: the common prefix and suffix of `old` and `new`, from
    ///     ``matchCommonEnds(of:and:id:isContentEqual:)``.
    ///   - id: the identity of an element.
    ///   - isContentEqual: whether an old element and the new element with the same identity show the
    ///     same content; called once per surviving middle row, in new order.
    /// - Throws: ``ListDiffError/duplicateID(in:firstIndex:duplicateIndex:)`` when an identity occurs twice
    ///   in the old middle (checked first, over the whole old middle) or in the new middle, with the
    ///   offsets of both occurrences in the whole list; the changeset is then unchanged.
    /// - Complexity: O(*k*) expected time (hashing) and space for middles of *k* rows in all, plus
    ///   O(*k* log *k*) when the survivors change their relative order (O(*k*) when they are nearly in order).
    @inlinable
    mutating func matchMiddleByHashing<C: RandomAccessCollection, ID: Hashable>(
        of old: C,
        and new: C,
        between ends: CommonEnds<C.Index>,
        id: (C.Element) -> ID,
        isContentEqual: (_ old: C.Element, _ new: C.Element) -> Bool
    ) throws(ListDiffError) {
        let prefixCount = ends.prefixCount
        let oldMiddleCount = ends.oldMiddleCount
        let newMiddleCount = ends.newMiddleCount

        // Pass 1: index the old middle by identity; a value >= 0 is an old offset.
        var offsetByID = [ID: Int](minimumCapacity: oldMiddleCount)
        var oldOffset = prefixCount
        for element in old[ends.oldMiddle] {
            if let firstOffset = offsetByID.updateValue(oldOffset, forKey: id(element)) {
                throw .duplicateID(in: .old, firstIndex: firstOffset, duplicateIndex: oldOffset)
            }
            oldOffset += 1
        }

        // Pass 2: match the new middle. Each identity seen there is stored as `~newOffset` (negative), so a
        // second occurrence in the new middle finds a negative value.
        var oldOffsetOfNew = [Int](repeating: -1, count: newMiddleCount)
        var oldIsMatched = [Bool](repeating: false, count: oldMiddleCount)
        var survivorCount = 0
        var survivorsKeepOrder = true
        var previousOldOffset = -1
        var newOffset = prefixCount
        for element in new[ends.newMiddle] {
            if let stored = offsetByID.updateValue(~newOffset, forKey: id(element)) {
                guard stored >= 0 else {
                    throw .duplicateID(in: .new, firstIndex: ~stored, duplicateIndex: newOffset)
                }
                oldOffsetOfNew[newOffset - prefixCount] = stored
                oldIsMatched[stored - prefixCount] = true
                survivorCount += 1
                if stored < previousOldOffset { survivorsKeepOrder = false }
                previousOldOffset = stored
            }
            newOffset += 1
        }

        var deletions: [Int] = []
        deletions.reserveCapacity(oldMiddleCount - survivorCount)
        for position in stride(from: oldMiddleCount - 1, through: 0, by: -1) where !oldIsMatched[position] {
            deletions.append(prefixCount + position)
        }
        var insertions: [Int] = []
        insertions.reserveCapacity(newMiddleCount - survivorCount)
        for position in 0..<newMiddleCount where oldOffsetOfNew[position] < 0 {
            insertions.append(prefixCount + position)
        }

        // Survivors outside a longest increasing run of old offsets (in new order) are the moves.
        // NB: when the survivors already keep their order, every survivor stays and `stays` stays empty.
        var moves: [Move] = []
        var stays: [Bool] = []
        if !survivorsKeepOrder {
            let longest = Self.longestIncreasingSubsequence(of: oldOffsetOfNew)
            stays = longest.isMember
            moves.reserveCapacity(survivorCount - longest.count)
        }

        // Pass 3: classify the middle's survivors as moves and updates, in new order.
        var movedUpdates: [Int] = []
        if survivorCount > 0 {
            var position = 0
            for element in new[ends.newMiddle] {
                let matchedOldOffset = oldOffsetOfNew[position]
                if matchedOldOffset >= 0 {
                    let moved = !survivorsKeepOrder && !stays[position]
                    if moved {
                        moves.append(Move(from: matchedOldOffset, to: prefixCount + position))
                    }
                    let oldElement = old[old.index(old.startIndex, offsetBy: matchedOldOffset)]
                    if !isContentEqual(oldElement, element) {
                        // NB: survivors that stay are visited in increasing old order, so `updates` stays
                        // sorted: prefix offsets, then these, then the suffix's.
                        if moved {
                            movedUpdates.append(prefixCount + position)
                        } else {
                            updates.append(matchedOldOffset)
                        }
                    }
                }
                position += 1
            }
        }

        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.movedUpdates = movedUpdates
    }
}
