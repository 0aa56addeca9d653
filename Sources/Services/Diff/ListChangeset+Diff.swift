extension ListChangeset {
    /// Computes the changes that turn `old` into `new`, matching elements by `id` and comparing the content
    /// of matched elements with `isContentEqual`.
    ///
    /// Moves are minimal: the survivors in a longest subsequence that kept its relative order stay; every
    /// other survivor is reported as one move. See ``ListChangeset`` for the index rules of each stage.
    ///
    /// Three strategies run in turn, each only on what the previous one left:
    /// 1. The common prefix and suffix (rows with the same identity at the same distance from either end)
    ///    are matched by walking both lists, without hashing, so a typical edit (one row inserted, deleted,
    ///    renamed in place, or many rows updated in place) costs a linear scan with no allocation beyond
    ///    the result. The rows between the prefix and the suffix are the *middle*.
    /// 2. One moved row (a rename that re-sorts, a drag), that is a middle rotated by one, is recognised by
    ///    comparing identities, still without hashing.
    /// 3. Otherwise the middle, and only the middle, is hashed, and a longest increasing subsequence of the
    ///    survivors' old offsets tells which survivors stay.
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
    ///   twice in the middle of either list (the old list is checked first) and the middle is not a
    ///   rotation by one. Identities must be unique; a duplicate that involves a row of the common prefix
    ///   or suffix, or of a rotated middle, is not looked for, and the result is then still a correct
    ///   changeset by position (applying it to `old` gives `new`).
    /// - Complexity: O(*n* + *m*) for lists of *n* and *m* elements, with hashing (expected O(1)) only for
    ///   the *k* rows of the middle, plus O(*k* log *k*) when survivors change their relative order (O(*k*)
    ///   when they are nearly in order).
    @inlinable @inline(__always)
    public init<C: RandomAccessCollection, ID: Hashable>(
        from old: C,
        to new: C,
        id: (C.Element) -> ID,
        isContentEqual: (_ old: C.Element, _ new: C.Element) -> Bool
    ) throws(ListDiffError) {
        // The strategies fill in `self` in turn: (1) the common prefix and suffix, (2) a middle rotated by one
        // row, (3) any other middle. `updates` grows in old order: the prefix's, the middle's, the suffix's.
        // NB: `@inline(__always)` lets the caller's closures inline into the prefix and suffix walk, which
        // then takes about a fifth of the time of calling them through function pointers (Benchmarks, ListDiff).
        self.init()
        let ends = matchCommonEnds(of: old, and: new, id: id, isContentEqual: isContentEqual)
        if !ends.isMiddleEmpty,
            !matchSingleMove(in: old, and: new, between: ends, id: id, isContentEqual: isContentEqual)
        {
            try matchMiddleByHashing(of: old, and: new, between: ends, id: id, isContentEqual: isContentEqual)
        }
        updates.append(contentsOf: ends.suffixUpdates.reversed())
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
    /// - Complexity: as ``init(from:to:id:isContentEqual:)-(C,_,_,_)``.
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
    /// - Complexity: as ``init(from:to:id:isContentEqual:)-(C,_,_,_)``.
    @inlinable
    public init<C: RandomAccessCollection, ID: Hashable>(
        from old: C,
        to new: C,
        id: (C.Element) -> ID
    ) throws(ListDiffError) where C.Element: Equatable {
        try self.init(from: old, to: new, id: id, isContentEqual: { $0 == $1 })
    }
}
