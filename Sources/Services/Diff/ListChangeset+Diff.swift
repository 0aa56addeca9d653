extension ListChangeset {
    /// Computes the changes that turn `old` into `new`, matching elements by `id` and comparing the content
    /// of matched elements with `isContentEqual`.
    ///
    /// Moves are minimal: the survivors in a longest subsequence that kept its relative order stay; every
    /// other survivor is reported as one move. See ``ListChangeset`` for the index rules of each stage.
    ///
    /// The common prefix and suffix (rows with the same identity at the same distance from either end) are
    /// matched by walking both lists, without hashing, so a typical edit (one row inserted, deleted,
    /// renamed in place, or many rows updated in place) costs a linear scan with no allocation beyond the
    /// result; only the rows between the prefix and the suffix (the *middle*) are hashed.
    ///
    /// ```swift
    /// let changes = try ListChangeset(from: oldRows, to: newRows, id: \.id) { $0.title == $1.title }
    /// ```
    ///
    /// - Parameters:
    ///   - old: the list before the change.
    ///   - new: the list after the change.
    ///   - id: the identity of an element.
    ///   - isContentEqual: whether an old element and the new element with the same identity show the
    ///     same content; `false` makes the row an update. Called once per surviving element.
    /// - Throws: ``ListDiffError/duplicateID(in:firstIndex:duplicateIndex:)`` when an identity occurs
    ///   twice in the middle of either list (the old list is checked first). Identities must be unique;
    ///   a duplicate that involves a row of the common prefix or suffix is not looked for, and the result
    ///   is then still a correct changeset by position (applying it to `old` gives `new`).
    /// - Complexity: O(*n* + *m*) for lists of *n* and *m* elements, with hashing (expected O(1)) only for
    ///   the *k* rows of the middle, plus O(*k* log *k*) when survivors change their relative order (O(*k*)
    ///   when they are nearly in order).
    @inlinable
    public init<C: RandomAccessCollection, ID: Hashable>(
        from old: C,
        to new: C,
        id: (C.Element) -> ID,
        isContentEqual: (_ old: C.Element, _ new: C.Element) -> Bool
    ) throws(ListDiffError) {
        let oldCount = old.count
        let newCount = new.count
        let commonCount = Swift.min(oldCount, newCount)
        var updates: [Int] = []

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

        let oldMiddleCount = oldCount - prefixCount - suffixCount
        let newMiddleCount = newCount - prefixCount - suffixCount
        guard oldMiddleCount > 0 || newMiddleCount > 0 else {
            updates.append(contentsOf: suffixUpdates.reversed())
            self.init(updates: updates)
            return
        }

        // One row moved (a rename that re-sorts, a drag): the middle is the same rows rotated by one. Checking
        // that costs one comparison of identities per row and no hashing.
        if oldMiddleCount == newMiddleCount, oldMiddleCount >= 2 {
            let oldMiddle = old[oldStart..<oldEnd]
            let newMiddle = new[newStart..<newEnd]
            let oldFirst = oldMiddle.startIndex
            let newFirst = newMiddle.startIndex
            let oldLast = oldMiddle.index(before: oldMiddle.endIndex)
            let newLast = newMiddle.index(before: newMiddle.endIndex)
            // Forward: the first row of the old middle is the last of the new one; the rest shift up by one.
            let forward =
                id(oldMiddle[oldFirst]) == id(newMiddle[newLast])
                && zip(oldMiddle.dropFirst(), newMiddle.dropLast()).allSatisfy { id($0) == id($1) }
            let backward =
                !forward && id(oldMiddle[oldLast]) == id(newMiddle[newFirst])
                && zip(oldMiddle.dropLast(), newMiddle.dropFirst()).allSatisfy { id($0) == id($1) }
            if forward || backward {
                let last = prefixCount + oldMiddleCount - 1
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
                updates.append(contentsOf: suffixUpdates.reversed())
                let movedUpdates = isContentEqual(movedOld, movedNew) ? [] : [move.to]
                self.init(moves: [move], updates: updates, movedUpdates: movedUpdates)
                return
            }
        }

        // Pass 1: index the old middle by identity; a value >= 0 is an old offset.
        var offsetByID = [ID: Int](minimumCapacity: oldMiddleCount)
        var oldOffset = prefixCount
        for element in old[oldStart..<oldEnd] {
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
        for element in new[newStart..<newEnd] {
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
            for element in new[newStart..<newEnd] {
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
        updates.append(contentsOf: suffixUpdates.reversed())

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
