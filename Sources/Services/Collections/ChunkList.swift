/// The chunk list of a ``ChunkedArray``: its chunks in pages of ``pageSize`` references, every page full
/// but the last, so that chunk `i` is slot `i % pageSize` of page `i / pageSize`.
///
/// A version of a chunked array that changes one chunk while another version shares its storage copies
/// the list of pages and the one page that holds the chunk, not every chunk reference: at 100,000
/// elements in chunks of 256, 13 + 32 references retained instead of 391, and as many fewer released when
/// the old version goes. Reading a chunk costs one more indirection than a flat list. A change that adds
/// or removes chunks (a split or a merge) pages the chunks from its page on again.
@usableFromInline
struct ChunkList<Element> {
    /// The pages, in order; each but the last holds ``pageSize`` chunks, and none is empty.
    @usableFromInline var pages: [[[Element]]]
    /// The number of chunks.
    @usableFromInline var count: Int

    /// The number of chunk references a page holds.
    @inlinable static var pageSize: Int { 32 }

    /// An empty list.
    @inlinable
    init() {
        pages = []
        count = 0
    }

    @inlinable var isEmpty: Bool { count == 0 }

    /// Chunk `index`.
    ///
    /// NB: `_modify`, so that an edit of a chunk in place (`chunks[i].remove(at: j)`) reaches the chunk
    /// through both arrays without copying it, and copies the page list, the page or the chunk only when
    /// another version shares it. A getter and a setter would hand out a second reference to the chunk
    /// first, and so copy it on every edit.
    @inlinable
    subscript(index: Int) -> [Element] {
        get { pages[index / Self.pageSize][index % Self.pageSize] }
        _modify { yield &pages[index / Self.pageSize][index % Self.pageSize] }
    }

    /// Adds `chunk` at the end.
    @inlinable
    mutating func append(_ chunk: [Element]) {
        if count % Self.pageSize == 0 {
            var page: [[Element]] = []
            page.reserveCapacity(Self.pageSize)
            page.append(chunk)
            pages.append(page)
        } else {
            pages[pages.count - 1].append(chunk)
        }
        count += 1
    }

    /// Removes every chunk.
    @inlinable
    mutating func removeAll(keepingCapacity keepCapacity: Bool) {
        pages.removeAll(keepingCapacity: keepCapacity)
        count = 0
    }

    /// Replaces the chunks in `range` with `pieces`: in place when they are as many, otherwise paging
    /// the chunks from the range's first page on again.
    @inlinable
    mutating func replaceSubrange(_ range: Range<Int>, with pieces: [[Element]]) {
        if pieces.count == range.count {
            for (offset, piece) in pieces.enumerated() { self[range.lowerBound + offset] = piece }
            return
        }
        let firstPage = range.lowerBound / Self.pageSize
        let start = firstPage * Self.pageSize
        var tail: [[Element]] = []
        tail.reserveCapacity(count - start + pieces.count)
        for page in pages[firstPage...] { tail.append(contentsOf: page) }
        tail.replaceSubrange((range.lowerBound - start)..<(range.upperBound - start), with: pieces)
        pages.removeSubrange(firstPage...)
        var index = 0
        while index < tail.count {
            let end = Swift.min(index + Self.pageSize, tail.count)
            pages.append(Array(tail[index..<end]))
            index = end
        }
        count = start + tail.count
    }

    /// The address of the page list's storage, which identifies this version of the list while it lives.
    @inlinable var identity: UnsafeRawPointer? { ChunkedArray<Element>.identity(of: pages) }

    /// Whether two arrays are the same storage (so the same elements, while both live).
    @inlinable
    static func same<T>(_ left: [T], _ right: [T]) -> Bool {
        ChunkedArray<Element>.identity(of: left) == ChunkedArray<Element>.identity(of: right)
    }

    /// How many chunks at the front this list and `other` share (the same storage), up to `limit`:
    /// whole pages first, then chunk by chunk.
    @inlinable
    func sharedPrefixCount(with other: ChunkList, upTo limit: Int) -> Int {
        var prefix = 0
        // NB: the pages are aligned from the front: page `p` holds chunks `p * pageSize...` in both lists.
        while prefix + Self.pageSize <= limit {
            let page = prefix / Self.pageSize
            guard Self.same(pages[page], other.pages[page]) else { break }
            prefix += Self.pageSize
        }
        while prefix < limit, Self.same(self[prefix], other[prefix]) { prefix += 1 }
        return prefix
    }

    /// How many chunks at the back this list and `other` share, up to `limit`: whole pages first when
    /// both have as many chunks (their pages are then aligned from the back too), then chunk by chunk.
    @inlinable
    func sharedSuffixCount(with other: ChunkList, upTo limit: Int) -> Int {
        var suffix = 0
        if count == other.count {
            var page = pages.count - 1
            while page >= 0, suffix + pages[page].count <= limit, Self.same(pages[page], other.pages[page]) {
                suffix += pages[page].count
                page -= 1
            }
        }
        while suffix < limit, Self.same(self[count - 1 - suffix], other[other.count - 1 - suffix]) { suffix += 1 }
        return suffix
    }
}

extension ChunkList where Element: Equatable {
    /// Whether each chunk equals `other`'s at the same position, `other` having the same number of chunks:
    /// the pages and chunks both share are not compared.
    ///
    /// NB: the same number of chunks makes the two lists' pages aligned: a page both share holds the same
    /// chunks.
    @inlinable
    func chunksEqual(_ other: ChunkList) -> Bool {
        for page in pages.indices where !Self.same(pages[page], other.pages[page]) {
            let left = pages[page]
            let right = other.pages[page]
            for slot in left.indices where !Self.same(left[slot], right[slot]) {
                guard left[slot] == right[slot] else { return false }
            }
        }
        return true
    }
}

extension ChunkList: Sendable where Element: Sendable {}
