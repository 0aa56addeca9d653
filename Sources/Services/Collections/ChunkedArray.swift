/// An ordered, random-access collection stored as a list of small chunks, so that versions of it share
/// what they did not change.
///
/// Copying one costs O(1), as for `Array`; but changing one element of a copy (insert, remove, replace)
/// copies one chunk of at most ``maximumChunkCount`` elements, one page of 32 chunk references and the
/// list of pages, where `Array` copies all *n* elements. That makes it the list to keep in a value that
/// lives in versions, each a few elements away from the last: a TEA model, a history for undo or time
/// travel.
///
/// Versions can also tell cheaply what they share: ``isIdentical(to:)`` is O(1), `==` skips the chunks
/// both share, and `ListChangeset(from:to:id:isContentEqual:)` for two chunked arrays compares only the
/// chunks that differ.
///
/// It is a value like `Array`: copy-on-write, `Equatable`, `Hashable`, and `Codable` as a plain array (a
/// document written with `[Element]` reads back as a chunked array and the other way round).
///
/// ```swift
/// var v1: ChunkedArray = ChunkedArray(0..<100_000)
/// var v2 = v1
/// v2.remove(at: 50_000)          // copies one chunk and one page of chunk references, not 100,000 integers
/// let changes = try ListChangeset(from: v1, to: v2, id: { $0 })   // looks at one chunk
/// // changes.deletions == [50_000]
/// ```
///
/// - Complexity: subscript O(log(*n* ÷ ``maximumChunkCount``)); iteration O(1) per element; insert,
///   remove and replace of one element O(``maximumChunkCount`` + *n* ÷ ``minimumChunkCount``).
public struct ChunkedArray<Element> {
    /// The chunks, in order; none is empty, and each holds at most ``maximumChunkCount`` elements and,
    /// unless it is the only one, at least ``minimumChunkCount`` after a removal.
    @usableFromInline var chunks: ChunkList<Element>
    /// `ends[i]` is the number of elements in `chunks[0...i]`.
    @usableFromInline var ends: [Int]

    /// The most elements a chunk holds; a chunk that grows past it is split in two.
    public static var maximumChunkCount: Int { 256 }
    /// The fewest elements a chunk keeps when a removal shrinks it and it has a neighbour: it is then
    /// merged with the neighbour (and split again if the two are too many).
    public static var minimumChunkCount: Int { 64 }

    /// Creates an empty array.
    @inlinable
    public init() {
        chunks = ChunkList()
        ends = []
    }

    /// Creates an array of `elements`, in their order, in full chunks.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        var chunk: [Element] = []
        chunk.reserveCapacity(Self.maximumChunkCount)
        var total = 0
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.maximumChunkCount {
                total += chunk.count
                chunks.append(chunk)
                ends.append(total)
                chunk = []
                chunk.reserveCapacity(Self.maximumChunkCount)
            }
        }
        if !chunk.isEmpty {
            chunks.append(chunk)
            ends.append(total + chunk.count)
        }
    }

    /// Whether this array and `other` are the same version: one is a copy of the other and neither
    /// changed since. Identical arrays are equal; equal arrays built apart are not identical.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func isIdentical(to other: ChunkedArray) -> Bool {
        count == other.count && chunks.identity == other.chunks.identity
    }

    /// The address of an array's storage, which identifies its version while it is alive.
    @inlinable
    static func identity<T>(of array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// The chunk holding position `index` and the offset in it; for `index == count`, the last chunk
    /// and its count. The array must not be empty.
    @inlinable
    func location(of index: Int) -> (chunk: Int, offset: Int) {
        var low = 0
        var high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        if low == ends.count {
            let last = ends.count - 1
            return (last, chunks[last].count)
        }
        return (low, low == 0 ? index : index - ends[low - 1])
    }

    /// Replaces the chunks in `range` with `pieces` (none empty) and brings `ends` up to date.
    @inlinable
    mutating func replaceChunks(_ range: Range<Int>, with pieces: [[Element]]) {
        let start = range.lowerBound == 0 ? 0 : ends[range.lowerBound - 1]
        let oldEnd = range.isEmpty ? start : ends[range.upperBound - 1]
        var newEnds: [Int] = []
        newEnds.reserveCapacity(pieces.count)
        var running = start
        for piece in pieces {
            running += piece.count
            newEnds.append(running)
        }
        chunks.replaceSubrange(range, with: pieces)
        ends.replaceSubrange(range, with: newEnds)
        let delta = running - oldEnd
        if delta != 0 {
            for index in (range.lowerBound + pieces.count)..<ends.count { ends[index] += delta }
        }
    }

    /// `elements` cut into chunks of nearly equal size, none above ``maximumChunkCount``.
    @inlinable
    static func pieces(of elements: [Element]) -> [[Element]] {
        guard !elements.isEmpty else { return [] }
        guard elements.count > maximumChunkCount else { return [elements] }
        let pieceCount = (elements.count + maximumChunkCount - 1) / maximumChunkCount
        var pieces: [[Element]] = []
        pieces.reserveCapacity(pieceCount)
        var start = 0
        for piece in 1...pieceCount {
            let end = elements.count * piece / pieceCount
            pieces.append(Array(elements[start..<end]))
            start = end
        }
        return pieces
    }

    /// Splits chunk `index` when it grew past the maximum, or merges it with a neighbour when it shrank
    /// below the minimum; removes it when it is empty.
    @inlinable
    mutating func rebalanceChunk(_ index: Int) {
        let size = chunks[index].count
        if size == 0 {
            replaceChunks(index..<(index + 1), with: [])
        } else if size > Self.maximumChunkCount {
            replaceChunks(index..<(index + 1), with: Self.pieces(of: chunks[index]))
        } else if size < Self.minimumChunkCount, chunks.count > 1 {
            let first = index + 1 < chunks.count ? index : index - 1
            replaceChunks(first..<(first + 2), with: Self.pieces(of: chunks[first] + chunks[first + 1]))
        }
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    /// The number of elements.
    ///
    /// - Complexity: O(1).
    @inlinable public var count: Int { ends.last ?? 0 }

    @inlinable public var isEmpty: Bool { chunks.isEmpty }

    @inlinable public var startIndex: Int { 0 }

    @inlinable public var endIndex: Int { count }

    @inlinable public func index(after index: Int) -> Int { index + 1 }

    @inlinable public func index(before index: Int) -> Int { index - 1 }

    /// The element at `position`; setting it copies only its chunk (and its page of chunk references) of a
    /// shared version.
    ///
    /// - Complexity: O(log(*n* ÷ ``maximumChunkCount``)) to read.
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "ChunkedArray index out of range")
            let (chunk, offset) = location(of: position)
            return chunks[chunk][offset]
        }
        set {
            precondition(position >= 0 && position < count, "ChunkedArray index out of range")
            let (chunk, offset) = location(of: position)
            chunks[chunk][offset] = newValue
        }
    }

    /// Iterates chunk by chunk, without looking positions up.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let pages: [[[Element]]]
        @usableFromInline var page = 0
        @usableFromInline var slot = 0
        /// The chunk being read.
        @usableFromInline var chunk: [Element] = []
        @usableFromInline var offset = 0

        @inlinable
        init(chunks: ChunkList<Element>) {
            pages = chunks.pages
        }

        @inlinable
        public mutating func next() -> Element? {
            while true {
                if offset < chunk.count {
                    defer { offset += 1 }
                    return chunk[offset]
                }
                guard page < pages.count else { return nil }
                if slot < pages[page].count {
                    chunk = pages[page][slot]
                    slot += 1
                    offset = 0
                } else {
                    page += 1
                    slot = 0
                }
            }
        }
    }

    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }
}

extension ChunkedArray: RangeReplaceableCollection {
    /// Replaces the elements in `subrange` with `newElements`, rebuilding only the chunks the range
    /// touches (and a neighbour to merge a small remainder with).
    ///
    /// - Complexity: O(*k* + *m* + *n* ÷ ``minimumChunkCount``) for *k* elements in the chunks the range
    ///   touches and *m* new elements.
    @inlinable
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "ChunkedArray range out of bounds")
        guard !chunks.isEmpty else {
            self = ChunkedArray(newElements)
            return
        }
        let (first, firstOffset) = location(of: subrange.lowerBound)
        var (last, lastOffset) = location(of: subrange.upperBound)
        // A range that ends where a chunk starts leaves that chunk alone.
        if lastOffset == 0, last > first {
            last -= 1
            lastOffset = chunks[last].count
        }
        var merged: [Element] = []
        merged.reserveCapacity(firstOffset + newElements.count + chunks[last].count - lastOffset)
        merged.append(contentsOf: chunks[first][..<firstOffset])
        merged.append(contentsOf: newElements)
        merged.append(contentsOf: chunks[last][lastOffset...])
        var low = first
        var high = last + 1
        if merged.count < Self.minimumChunkCount {
            if high < chunks.count {
                merged.append(contentsOf: chunks[high])
                high += 1
            } else if low > 0 {
                merged.insert(contentsOf: chunks[low - 1], at: 0)
                low -= 1
            }
        }
        replaceChunks(low..<high, with: Self.pieces(of: merged))
    }

    /// Inserts `newElement` at `index`.
    ///
    /// - Complexity: O(``maximumChunkCount`` + *n* ÷ ``minimumChunkCount``).
    @inlinable
    public mutating func insert(_ newElement: Element, at index: Int) {
        precondition(index >= 0 && index <= count, "ChunkedArray index out of range")
        guard !chunks.isEmpty else {
            chunks.append([newElement])
            ends = [1]
            return
        }
        let (chunk, offset) = location(of: index)
        chunks[chunk].insert(newElement, at: offset)
        for later in chunk..<ends.count { ends[later] += 1 }
        rebalanceChunk(chunk)
    }

    /// Removes and returns the element at `index`.
    ///
    /// - Complexity: O(``maximumChunkCount`` + *n* ÷ ``minimumChunkCount``).
    @inlinable
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        precondition(index >= 0 && index < count, "ChunkedArray index out of range")
        let (chunk, offset) = location(of: index)
        let removed = chunks[chunk].remove(at: offset)
        for later in chunk..<ends.count { ends[later] -= 1 }
        rebalanceChunk(chunk)
        return removed
    }

    /// Adds `newElement` at the end.
    ///
    /// - Complexity: amortized O(1) for an array no other version shares.
    @inlinable
    public mutating func append(_ newElement: Element) {
        let last = chunks.count - 1
        guard last >= 0, chunks[last].count < Self.maximumChunkCount else {
            chunks.append([newElement])
            ends.append(count + 1)
            return
        }
        chunks[last].append(newElement)
        ends[last] += 1
    }

    /// Removes every element.
    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        chunks.removeAll(keepingCapacity: keepCapacity)
        ends.removeAll(keepingCapacity: keepCapacity)
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// Element-wise equality that skips the chunks both arrays share.
    ///
    /// - Complexity: O(1) for identical arrays; otherwise O(*n* ÷ ``maximumChunkCount``) plus the
    ///   elements of the chunks they do not share.
    @inlinable
    public static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.isIdentical(to: rhs) { return true }
        guard lhs.ends == rhs.ends else { return lhs.elementsEqual(rhs) }
        return lhs.chunks.chunksEqual(rhs.chunks)
    }
}

extension ChunkedArray: Hashable where Element: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension ChunkedArray: ExpressibleByArrayLiteral {
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChunkedArray: CustomStringConvertible {
    /// The elements as `Array` prints them.
    public var description: String { Array(self).description }
}

extension ChunkedArray: Encodable where Element: Encodable {
    /// Encodes the elements as a plain array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension ChunkedArray: Decodable where Element: Decodable {
    /// Decodes a plain array.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}
