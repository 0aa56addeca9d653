extension ListChangeset {
    /// What a batch update does to one row of the old list.
    enum OldRowFate: UInt8 {
        /// Kept in place relative to the other kept rows, content unchanged.
        case stays
        /// Kept in place relative to the other kept rows, content reloaded.
        case updated
        /// Moved to a new position (and maybe reloaded after the batch).
        case moved
        /// Removed.
        case deleted
    }

    /// Checks that the changeset is a valid batch update from a list of `oldCount` rows to one of
    /// `newCount` rows, under the index rules described on ``ListChangeset``.
    ///
    /// Checked: every index in range; each stage strictly ordered as documented; no old row both deleted
    /// and moved, moved twice, or updated while deleted or moved; no new row both inserted and a move
    /// destination; every moved update is a move destination; `oldCount - deletions + insertions ==
    /// newCount`. A changeset computed by ``init(from:to:id:isContentEqual:)-(C,_,_,_)`` always passes.
    ///
    /// - Throws: ``ListDiffError/inconsistentChangeset(_:)`` naming the first rule broken.
    /// - Complexity: O(*n* + *m*) for lists of *n* and *m* rows.
    public func testOnly_verifyInvariants(oldCount: Int, newCount: Int) throws(ListDiffError) {
        _ = try oldRowFates(oldCount: oldCount, newCount: newCount)
    }

    /// Validates the changeset (see ``testOnly_verifyInvariants(oldCount:newCount:)``) and returns the fate
    /// of each old row.
    func oldRowFates(oldCount: Int, newCount: Int) throws(ListDiffError) -> [OldRowFate] {
        guard oldCount >= 0, newCount >= 0 else {
            throw .inconsistentChangeset("negative list size (old \(oldCount), new \(newCount))")
        }
        guard oldCount - deletions.count + insertions.count == newCount else {
            throw .inconsistentChangeset(
                "\(oldCount) old rows - \(deletions.count) deletions + \(insertions.count) insertions "
                    + "!= \(newCount) new rows"
            )
        }
        try Self.requireStrictlyOrdered(deletions, descending: true, below: oldCount, stage: "deletions")
        try Self.requireStrictlyOrdered(insertions, descending: false, below: newCount, stage: "insertions")
        try Self.requireStrictlyOrdered(moves.map(\.to), descending: false, below: newCount, stage: "move targets")
        try Self.requireStrictlyOrdered(updates, descending: false, below: oldCount, stage: "updates")
        try Self.requireStrictlyOrdered(movedUpdates, descending: false, below: newCount, stage: "moved updates")

        var fates = [OldRowFate](repeating: .stays, count: oldCount)
        for offset in deletions {
            fates[offset] = .deleted
        }
        var isInserted = [Bool](repeating: false, count: newCount)
        for offset in insertions {
            isInserted[offset] = true
        }
        var isMoveTarget = [Bool](repeating: false, count: newCount)
        for move in moves {
            guard move.from >= 0, move.from < oldCount else {
                throw .inconsistentChangeset("move \(move) starts outside the old list of \(oldCount) rows")
            }
            guard fates[move.from] == .stays else {
                throw .inconsistentChangeset("move \(move) starts at a row that is \(fates[move.from])")
            }
            guard !isInserted[move.to] else {
                throw .inconsistentChangeset("move \(move) ends at an inserted row")
            }
            fates[move.from] = .moved
            isMoveTarget[move.to] = true
        }
        for offset in updates {
            guard fates[offset] == .stays else {
                throw .inconsistentChangeset("update of old row \(offset), which is \(fates[offset])")
            }
            fates[offset] = .updated
        }
        for offset in movedUpdates where !isMoveTarget[offset] {
            throw .inconsistentChangeset("moved update of new row \(offset), which is not a move target")
        }
        return fates
    }

    private static func requireStrictlyOrdered(
        _ offsets: [Int],
        descending: Bool,
        below limit: Int,
        stage: String
    ) throws(ListDiffError) {
        var previous: Int?
        for offset in offsets {
            guard offset >= 0, offset < limit else {
                throw .inconsistentChangeset("\(stage) hold \(offset), outside 0..<\(limit)")
            }
            if let previous, descending ? previous <= offset : previous >= offset {
                let order = descending ? "descending" : "ascending"
                throw .inconsistentChangeset("\(stage) are not strictly \(order): \(previous) then \(offset)")
            }
            previous = offset
        }
    }
}
