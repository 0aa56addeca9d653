extension ListChangeset {
    /// Computes the changes that turn `old` into `new`, matching elements by `id` and comparing the content
    /// of matched elements with `isContentEqual`.
    ///
    /// Identities must be unique within each list. Moves are minimal: the survivors in a longest
    /// subsequence that kept its relative order stay; every other survivor is reported as one move.
    /// See ``ListChangeset`` for the index rules of each stage.
    ///
    /// ```swift
    /// let changes = try ListChangeset(from: oldRows, to: newRows, id: \.id) { $0.title == $1.title }
    /// ```
    ///
    /// - Parameters:
    ///   - old: the list before the change.
    ///   - new: the list after the change.
    ///   - id: the identity of an element. Called once per element of each list, and once more for the
    ///     elements of the common prefix and suffix (rows with the same identity at the same distance from
    ///     either end), which are matched without hashing.
    ///   - isContentEqual: whether an old element and the new element with the same identity show the
    ///     same content; `false` makes the row an update. Called once per surviving element.
    /// - Throws: ``ListDiffError/duplicateID(in:firstIndex:duplicateIndex:)`` when either list holds
    ///   an identity twice (the old list is checked first).
    /// - Complexity: O(*n* + *m*) expected time and space for lists of *n* and *m* elements with hashing in
    ///   O(1), plus O(*k* log *k*) for the *k* survivors when some survivors change their relative order
    ///   (O(*k*) when they are nearly in order, as in typical edits). No element is copied into a new
    ///   collection; allocations are a dictionary, a few `Int`/`Bool` arrays and the result arrays.
    @inlinable
    public init<C: RandomAccessCollection, ID: Hashable>(
        from old: C,
        to new: C,
        id: (C.Element) -> ID,
        isContentEqual: (_ old: C.Element, _ new: C.Element) -> Bool
    ) throws(ListDiffError) {
        let oldCount = old.count
        let newCount = new.count

        // Pass 1: index the old list by identity; a value >= 0 is an old offset.
        var offsetByID = [ID: Int](minimumCapacity: Swift.max(oldCount, newCount))
        var oldOffset = 0
        for element in old {
            if let firstOffset = offsetByID.updateValue(oldOffset, forKey: id(element)) {
                throw .duplicateID(in: .old, firstIndex: firstOffset, duplicateIndex: oldOffset)
            }
            oldOffset += 1
        }

        // The common prefix and suffix (same identity at the same distance from either end) survive in
        // place; matching them needs no hashing.
        let commonCount = Swift.min(oldCount, newCount)
        var prefixCount = 0
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while prefixCount < commonCount, id(old[oldIndex]) == id(new[newIndex]) {
            prefixCount += 1
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
        }
        var suffixCount = 0
        var oldEnd = old.endIndex
        var newEnd = new.endIndex
        while suffixCount < commonCount - prefixCount {
            let oldLast = old.index(before: oldEnd)
            let newLast = new.index(before: newEnd)
            guard id(old[oldLast]) == id(new[newLast]) else { break }
            suffixCount += 1
            oldEnd = oldLast
            newEnd = newLast
        }

        var oldOffsetOfNew = [Int](repeating: -1, count: newCount)
        var oldIsMatched = [Bool](repeating: false, count: oldCount)
        let shift = newCount - oldCount
        for offset in 0..<prefixCount {
            oldOffsetOfNew[offset] = offset
            oldIsMatched[offset] = true
        }
        for offset in (newCount - suffixCount)..<newCount {
            oldOffsetOfNew[offset] = offset - shift
            oldIsMatched[offset - shift] = true
        }

        // Pass 2: match the rest of the new list. Each identity seen there is stored as `~newOffset`
        // (negative), so a second occurrence in the new list, surviving or inserted, finds a negative value;
        // an identity of the common prefix or suffix still maps to its old offset, already matched.
        var survivorCount = prefixCount + suffixCount
        var survivorsKeepOrder = true
        var previousOldOffset = -1
        var newOffset = prefixCount
        for element in new[newIndex..<newEnd] {
            if let stored = offsetByID.updateValue(~newOffset, forKey: id(element)) {
                guard stored >= 0 else {
                    throw .duplicateID(in: .new, firstIndex: ~stored, duplicateIndex: newOffset)
                }
                guard !oldIsMatched[stored] else {
                    let trimmedOffset = stored < prefixCount ? stored : stored + shift
                    throw .duplicateID(
                        in: .new,
                        firstIndex: Swift.min(trimmedOffset, newOffset),
                        duplicateIndex: Swift.max(trimmedOffset, newOffset)
                    )
                }
                oldOffsetOfNew[newOffset] = stored
                oldIsMatched[stored] = true
                survivorCount += 1
                if stored < previousOldOffset { survivorsKeepOrder = false }
                previousOldOffset = stored
            }
            newOffset += 1
        }

        var deletions: [Int] = []
        deletions.reserveCapacity(oldCount - survivorCount)
        for offset in stride(from: oldCount - 1, through: 0, by: -1) where !oldIsMatched[offset] {
            deletions.append(offset)
        }
        var insertions: [Int] = []
        insertions.reserveCapacity(newCount - survivorCount)
        for offset in 0..<newCount where oldOffsetOfNew[offset] < 0 {
            insertions.append(offset)
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

        // Pass 3: classify survivors as moves and updates, in new order.
        var updates: [Int] = []
        var movedUpdates: [Int] = []
        newOffset = 0
        for element in new {
            let matchedOldOffset = oldOffsetOfNew[newOffset]
            if matchedOldOffset >= 0 {
                let moved = !survivorsKeepOrder && !stays[newOffset]
                if moved {
                    moves.append(Move(from: matchedOldOffset, to: newOffset))
                }
                let oldElement = old[old.index(old.startIndex, offsetBy: matchedOldOffset)]
                if !isContentEqual(oldElement, element) {
                    // NB: survivors that stay are visited in increasing old order, so `updates` is sorted.
                    if moved { movedUpdates.append(newOffset) } else { updates.append(matchedOldOffset) }
                }
            }
            newOffset += 1
        }

        self.init(
            deletions: deletions,
            insertions: insertions,
            moves: moves,
            updates: updates,
            movedUpdates: movedUpdates
        )
    }

    /// Computes the changes that turn `old` into `new` for identifiable elements, with `==` as the content
    /// comparison.
    ///
    /// ```swift
    /// let changes = try ListChangeset(from: oldRecordings, to: newRecordings)
    /// ```
    ///
    /// - Throws: ``ListDiffError/duplicateID(in:firstIndex:duplicateIndex:)`` when either list holds an
    ///   identity twice.
    /// - Complexity: as ``init(from:to:id:isContentEqual:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C) throws(ListDiffError)
    where C.Element: Identifiable & Equatable {
        try self.init(from: old, to: new, id: { $0.id }, isContentEqual: { $0 == $1 })
    }

    /// Computes the changes that turn `old` into `new`, matching elements by `id` and comparing content
    /// with `==`.
    ///
    /// Pass `{ $0 }` as `id` to diff lists of plain identities (such lists never produce updates).
    ///
    /// - Throws: ``ListDiffError/duplicateID(in:firstIndex:duplicateIndex:)`` when either list holds an
    ///   identity twice.
    /// - Complexity: as ``init(from:to:id:isContentEqual:)``.
    @inlinable
    public init<C: RandomAccessCollection, ID: Hashable>(
        from old: C,
        to new: C,
        id: (C.Element) -> ID
    ) throws(ListDiffError) where C.Element: Equatable {
        try self.init(from: old, to: new, id: id, isContentEqual: { $0 == $1 })
    }
}
