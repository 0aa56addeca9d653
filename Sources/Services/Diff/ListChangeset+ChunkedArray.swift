extension ListChangeset {
    /// Computes the changes that turn `old` into `new`, two versions of a ``ChunkedArray``, looking only
    /// at the chunks they do not share.
    ///
    /// The result is a changeset with the same rules as ``init(from:to:id:isContentEqual:)-(C,_,_,_)`` (a valid batch
    /// update, matched by `id`), computed in three steps:
    /// 1. The chunks both versions share at either end (the same storage, so the same elements at the
    ///    same positions) stay, unread.
    /// 2. Between them, each chunk both versions still share (a row moved far leaves the chunks between
    ///    its old and its new place untouched) stands for its rows as one token, and every other row is a
    ///    token of its own, but for the rows at either end of that middle that are the same in both
    ///    versions (same identity, same content), which stay too: an edit inside one chunk makes a token
    ///    or two, not one per row of the chunk.
    /// 3. The tokens are diffed with ``init(from:to:id:isContentEqual:)-(C,_,_,_)``, and each token's changes are
    ///    spread back over its rows (a shared chunk that moves is its rows' moves).
    ///
    /// A version made from the other by a few edits (``ChunkedArray/insert(_:at:)``,
    /// ``ChunkedArray/remove(at:)``, setting an element) shares every chunk but the edited ones, so its
    /// diff costs a walk over the chunk list and the rows of a few chunks, however long the list.
    ///
    /// ```swift
    /// var rows = ChunkedArray(oldRows)
    /// rows.remove(at: 5_000)
    /// let changes = try ListChangeset(from: ChunkedArray(oldRows), to: rows, id: \.id) { $0 == $1 }
    /// ```
    ///
    /// - Throws: `ListDiffError.duplicateID(in:firstIndex:duplicateIndex:)` as the array diff does, with
    ///   indices among the rows compared.
    /// - Complexity: O(*c*) storage comparisons for *c* chunks, plus the array diff's cost over the *k*
    ///   rows of the chunks that differ and one token per shared chunk between them; O(1) for identical
    ///   versions.
    @inlinable
    public init<Element, ID: Hashable>(
        from old: ChunkedArray<Element>,
        to new: ChunkedArray<Element>,
        id: (Element) -> ID,
        isContentEqual: (_ old: Element, _ new: Element) -> Bool
    ) throws(ListDiffError) {
        self.init()
        guard !old.isIdentical(to: new) else { return }
        let oldChunks = old.chunks
        let newChunks = new.chunks
        // NB: the storage addresses are read where they are compared, not gathered into two arrays first:
        // an edit shares every chunk but one or two, and gathering them all cost two allocations and two
        // passes over the whole chunk list. A page of chunk references both versions share is skipped whole.
        func identity(_ chunk: [Element]) -> UnsafeRawPointer? { ChunkedArray<Element>.identity(of: chunk) }
        let common = Swift.min(oldChunks.count, newChunks.count)
        let prefix = oldChunks.sharedPrefixCount(with: newChunks, upTo: common)
        let suffix = oldChunks.sharedSuffixCount(with: newChunks, upTo: common - prefix)
        let oldMiddle = prefix..<(oldChunks.count - suffix)
        let newMiddle = prefix..<(newChunks.count - suffix)
        var shared = Set<UnsafeRawPointer?>()
        if oldMiddle.count > 1 || newMiddle.count > 1 {
            let oldSet = Set(oldMiddle.map { identity(oldChunks[$0]) })
            for chunk in newMiddle where oldSet.contains(identity(newChunks[chunk])) {
                shared.insert(identity(newChunks[chunk]))
            }
        }
        // The rows both versions have the same at the front of the middle's first chunk and at the back of
        // its last (unless those chunks are shared, and so tokens whole) stay, unread by the token diff.
        var front = 0
        var back = 0
        if let oldFirst = oldMiddle.first, let newFirst = newMiddle.first,
            !shared.contains(identity(oldChunks[oldFirst])), !shared.contains(identity(newChunks[newFirst]))
        {
            let limit = Swift.min(oldChunks[oldFirst].count, newChunks[newFirst].count)
            front = Self.sameRowCount(
                oldChunks[oldFirst], newChunks[newFirst], fromBack: false, limit: limit, id: id,
                isContentEqual: isContentEqual)
        }
        if let oldLast = oldMiddle.last, let newLast = newMiddle.last,
            !shared.contains(identity(oldChunks[oldLast])), !shared.contains(identity(newChunks[newLast]))
        {
            // NB: not into the rows the front walk kept, when the first chunk is also the last.
            let oldRows = oldChunks[oldLast].count - (oldLast == oldMiddle.first ? front : 0)
            let newRows = newChunks[newLast].count - (newLast == newMiddle.first ? front : 0)
            back = Self.sameRowCount(
                oldChunks[oldLast], newChunks[newLast], fromBack: true, limit: Swift.min(oldRows, newRows), id: id,
                isContentEqual: isContentEqual)
        }
        let oldTokens = ChunkToken.tokens(
            of: oldChunks, in: oldMiddle, shared: shared, start: prefix == 0 ? 0 : old.ends[prefix - 1],
            skippingFront: front, back: back, isOld: true)
        let newTokens = ChunkToken.tokens(
            of: newChunks, in: newMiddle, shared: shared, start: prefix == 0 ? 0 : new.ends[prefix - 1],
            skippingFront: front, back: back, isOld: false)
        let tokens = try ListChangeset(
            from: oldTokens, to: newTokens,
            id: { token -> ChunkToken.ID<ID> in
                if token.isChunk { return .chunk(token.chunkID) }
                return .row(
                    id(token.isOld ? oldChunks[token.chunk][token.offset] : newChunks[token.chunk][token.offset]))
            },
            isContentEqual: { oldToken, newToken in
                oldToken.isChunk
                    || isContentEqual(
                        oldChunks[oldToken.chunk][oldToken.offset], newChunks[newToken.chunk][newToken.offset])
            })
        for token in tokens.deletions {
            let spread = oldTokens[token]
            deletions.append(contentsOf: (spread.start..<(spread.start + spread.count)).reversed())
        }
        for token in tokens.insertions {
            let spread = newTokens[token]
            insertions.append(contentsOf: spread.start..<(spread.start + spread.count))
        }
        for move in tokens.moves {
            let from = oldTokens[move.from]
            let to = newTokens[move.to]
            for row in 0..<to.count { moves.append(Move(from: from.start + row, to: to.start + row)) }
        }
        updates = tokens.updates.map { oldTokens[$0].start }
        movedUpdates = tokens.movedUpdates.map { newTokens[$0].start }
    }

    /// How many rows, up to `limit`, two versions of a chunk have the same (same identity, same content)
    /// at their fronts, or at their backs when `fromBack`.
    ///
    /// A row whose bits are the same in both answers without being read: copying a chunk to edit it keeps
    /// every other row bit for bit, so most rows of an edited chunk cost a comparison of their bytes, not
    /// the copies (retains and releases) that calling `id` and `isContentEqual` with them would cost. Equal
    /// bits make the same value, so both functions, being pure, would say the same; the one exception is a
    /// value `isContentEqual` finds unequal to itself (a NaN), which is then kept rather than reloaded.
    @inlinable
    static func sameRowCount<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], fromBack: Bool, limit: Int, id: (Element) -> ID,
        isContentEqual: (_ old: Element, _ new: Element) -> Bool
    ) -> Int {
        old.withUnsafeBufferPointer { oldRows in
            new.withUnsafeBufferPointer { newRows in
                guard let oldBase = oldRows.baseAddress, let newBase = newRows.baseAddress else { return 0 }
                var count = 0
                while count < limit {
                    let oldIndex = fromBack ? oldRows.count - 1 - count : count
                    let newIndex = fromBack ? newRows.count - 1 - count : count
                    let same =
                        hasSameBits(oldBase + oldIndex, newBase + newIndex)
                        || (id(oldRows[oldIndex]) == id(newRows[newIndex])
                            && isContentEqual(oldRows[oldIndex], newRows[newIndex]))
                    guard same else { break }
                    count += 1
                }
                return count
            }
        }
    }

    /// Whether the values at `left` and `right` have the same bytes (the type's size, not its padding at
    /// the end of its stride).
    @inlinable
    static func hasSameBits<Element>(_ left: UnsafePointer<Element>, _ right: UnsafePointer<Element>) -> Bool {
        let size = MemoryLayout<Element>.size
        let leftBytes = UnsafeRawPointer(left)
        let rightBytes = UnsafeRawPointer(right)
        var offset = 0
        while offset + 8 <= size {
            guard
                leftBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == rightBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < size {
            guard
                leftBytes.load(fromByteOffset: offset, as: UInt8.self)
                    == rightBytes.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset += 1
        }
        return true
    }
}

/// One row, or one chunk both versions share, of the part of a ``ChunkedArray`` that
/// `ListChangeset(from:to:id:isContentEqual:)` for chunked arrays compares.
@usableFromInline
struct ChunkToken {
    /// A token's identity: a row's, or a shared chunk's storage.
    ///
    /// NB: `==` and `hash(into:)` are written out and inlinable, so the diff's caller specializes them;
    /// the derived ones are not, and each call looked the generic type's metadata up.
    @usableFromInline
    enum ID<RowID: Hashable>: Hashable {
        case row(RowID)
        case chunk(UnsafeRawPointer?)

        @inlinable
        static func == (lhs: ID, rhs: ID) -> Bool {
            switch (lhs, rhs) {
            case (.row(let left), .row(let right)): left == right
            case (.chunk(let left), .chunk(let right)): left == right
            default: false
            }
        }

        @inlinable
        func hash(into hasher: inout Hasher) {
            switch self {
            case .row(let row):
                hasher.combine(0)
                hasher.combine(row)
            case .chunk(let chunk):
                hasher.combine(1)
                hasher.combine(chunk)
            }
        }
    }

    /// The chunk it is in (for a row) or is (for a shared chunk).
    @usableFromInline let chunk: Int
    /// The row's offset in its chunk; 0 for a shared chunk.
    @usableFromInline let offset: Int
    /// The position of its first row in the whole array.
    @usableFromInline let start: Int
    /// Its number of rows: 1, or the shared chunk's count.
    @usableFromInline let count: Int
    /// Whether it stands for a whole shared chunk.
    @usableFromInline let isChunk: Bool
    /// Whether it belongs to the old version.
    @usableFromInline let isOld: Bool
    /// The shared chunk's storage, for a shared chunk.
    @usableFromInline let chunkID: UnsafeRawPointer?

    @inlinable
    init(chunk: Int, offset: Int, start: Int, count: Int, isChunk: Bool, isOld: Bool, chunkID: UnsafeRawPointer?) {
        self.chunk = chunk
        self.offset = offset
        self.start = start
        self.count = count
        self.isChunk = isChunk
        self.isOld = isOld
        self.chunkID = chunkID
    }

    /// The tokens of `chunks[range]` (of the old version when `isOld`), whose first row is at position
    /// `start`: one per shared chunk, one per row of the others but for the first `front` rows of the
    /// range's first chunk and the last `back` rows of its last (both unshared when nonzero).
    @inlinable
    static func tokens<Element>(
        of chunks: ChunkList<Element>, in range: Range<Int>, shared: Set<UnsafeRawPointer?>, start: Int,
        skippingFront front: Int, back: Int, isOld: Bool
    ) -> [ChunkToken] {
        var tokens: [ChunkToken] = []
        var position = start
        for chunk in range {
            let size = chunks[chunk].count
            let id = ChunkedArray<Element>.identity(of: chunks[chunk])
            if !shared.isEmpty, shared.contains(id) {
                tokens.append(
                    ChunkToken(
                        chunk: chunk, offset: 0, start: position, count: size, isChunk: true, isOld: isOld,
                        chunkID: id))
            } else {
                let first = chunk == range.lowerBound ? front : 0
                let end = size - (chunk == range.upperBound - 1 ? back : 0)
                for offset in first..<end {
                    tokens.append(
                        ChunkToken(
                            chunk: chunk, offset: offset, start: position + offset, count: 1, isChunk: false,
                            isOld: isOld, chunkID: nil))
                }
            }
            position += size
        }
        return tokens
    }
}
