import Foundation
import TestSupport
import Testing

@testable import Services

/// A chunked array longer than one page of chunk references: its pages stay full through splits and
/// merges, an edit of a copy shares every page but one, and `==` and the diff skip the pages two versions
/// share.
@Suite struct ChunkListTests {
    let chunk = ChunkedArray<Int>.maximumChunkCount
    let page = ChunkList<Int>.pageSize

    /// Every page but the last holds a page's worth of chunks, none is empty, and the count is theirs.
    func expectPaged<Element>(
        _ array: ChunkedArray<Element>, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pages = array.chunks.pages
        #expect(
            pages.dropLast().allSatisfy { $0.count == page } && pages.allSatisfy { !$0.isEmpty },
            "\(context): page sizes \(pages.map(\.count))", sourceLocation: sourceLocation)
        #expect(
            pages.reduce(0) { $0 + $1.count } == array.chunks.count, "\(context): chunk count",
            sourceLocation: sourceLocation)
        #expect(array.ends.count == array.chunks.count, "\(context): ends", sourceLocation: sourceLocation)
    }

    /// Thousands of inserts near one place split chunks again and again (each split pages every chunk
    /// after it again), and as many removals merge them; the array matches an `Array` throughout.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func splitsAndMergesKeepThePagesFull(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var model = Array(0..<(3 * page * chunk + 100))
        var chunked = ChunkedArray(model)
        expectPaged(chunked, "built")
        var next = model.count
        let place = Int.random(in: 0..<model.count, using: &random)
        for step in 0..<6_000 {
            let index = min(model.count, max(0, place + Int.random(in: -300...300, using: &random)))
            if step < 3_000 {
                model.insert(next, at: index)
                chunked.insert(next, at: index)
                next += 1
            } else if index < model.count {
                #expect(model.remove(at: index) == chunked.remove(at: index), "step \(step)")
            }
            if step % 500 == 499 {
                expectPaged(chunked, "step \(step)")
                #expect(Array(chunked) == model, "step \(step)")
                #expect(chunked[model.count / 2] == model[model.count / 2], "step \(step): position")
            }
        }
        #expect(chunked.chunks.count > 3 * page, "the inserts added pages")
        #expect(chunked == ChunkedArray(model))
    }

    /// An edit of a copy copies one page of chunk references (and the list of pages), not every reference;
    /// an insert that splits a full chunk pages the chunks after it again.
    @Test func anEditOfACopySharesEveryPageButOne() {
        var original = ChunkedArray(0..<100_000)
        original.remove(at: 60_001)  // room in that chunk, so the insert below does not split it
        let elements = Array(original)
        func unsharedPages(_ copy: ChunkedArray<Int>) -> [Int] {
            zip(original.chunks.pages, copy.chunks.pages).enumerated().compactMap { index, pair in
                ChunkedArray<Int>.identity(of: pair.0) != ChunkedArray<Int>.identity(of: pair.1) ? index : nil
            }
        }
        let editedPage = 60_000 / chunk / page
        for edit in 0..<3 {
            var copy = original
            switch edit {
            case 0: copy[60_000] = -1
            case 1: copy.remove(at: 60_000)
            default: copy.insert(-1, at: 60_000)
            }
            #expect(unsharedPages(copy) == [editedPage], "edit \(edit)")
            #expect(Array(original) == elements, "edit \(edit): the original is untouched")
        }
        var split = original
        split.insert(-1, at: 10)  // the first chunk is full: it splits
        #expect(split.chunks.count == original.chunks.count + 1)
        #expect(unsharedPages(split) == Array(original.chunks.pages.indices))
        #expect(Array(split) == [Int](elements.prefix(10)) + [-1] + elements.dropFirst(10))
    }

    /// `==` skips the pages two versions share and compares the others chunk by chunk.
    @Test func versionsSharingAllButOnePageCompareByTheirElements() {
        let original = ChunkedArray(0..<(3 * page * chunk))
        var copy = original
        copy[2 * page * chunk + 5] = -1
        #expect(copy != original)
        copy[2 * page * chunk + 5] = 2 * page * chunk + 5
        #expect(!copy.isIdentical(to: original))
        #expect(copy == original)
    }

    /// Versions of a list several pages long diff into the changes that turn one into the other, with
    /// edits that split chunks (and so page the list again) and edits far apart.
    @Test(arguments: [31, 32, 33] as [UInt64])
    func versionsOfALongListDiffIntoTheirChanges(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        // Identities never reused: the rows first made are 0..<count, each new row takes the next.
        var current = ChunkedArray(DiffRow.rows(0..<(2 * page * chunk + 777)))
        var lastID = current.count - 1
        for step in 0..<60 {
            let old = current
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    // A run of inserts in one place: enough to split its chunk.
                    let index = Int.random(in: 0...current.count, using: &random)
                    for _ in 0..<Int.random(in: 1...(chunk + 10), using: &random) {
                        lastID += 1
                        current.insert(DiffRow(id: lastID), at: index)
                    }
                case 1:
                    let lower = Int.random(in: 0..<current.count, using: &random)
                    let upper = min(current.count, lower + Int.random(in: 1...(2 * chunk), using: &random))
                    current.removeSubrange(lower..<upper)
                case 2:
                    var moved = current.remove(at: Int.random(in: 0..<current.count, using: &random))
                    moved.content += 1
                    current.insert(moved, at: Int.random(in: 0...current.count, using: &random))
                default:
                    current[Int.random(in: 0..<current.count, using: &random)].content += 1
                }
            }
            expectPaged(current, "seed \(seed) step \(step)")
            let changes = try ListChangeset(from: old, to: current, id: \.id) { $0 == $1 }
            let newRows = Array(current)
            try changes.testOnly_verifyInvariants(oldCount: old.count, newCount: current.count)
            #expect(try changes.applied(to: Array(old)) { newRows[$0] } == newRows, "seed \(seed) step \(step)")
        }
    }
}
