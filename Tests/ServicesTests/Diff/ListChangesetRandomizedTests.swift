import Services
import TestSupport
import Testing

/// Thousands of random edit sequences, each judged by ``ListChangesetOracle``.
///
/// Every case derives from its own seed; a failure prints it, and ``replayOneSeed()`` reruns one case.
@Suite struct ListChangesetRandomizedTests {
    /// The seed of the first case; case `k` uses `baseSeed + k`.
    static let baseSeed: UInt64 = 0x5EED_D1FF
    static let caseCount = 4_000

    @Test func randomEditSequencesYieldExactMinimalDiffs() {
        for offset in 0..<Self.caseCount {
            let seed = Self.baseSeed &+ UInt64(offset)
            guard checkCase(seed: seed) else { break }
        }
    }

    @Test func randomPermutationsMoveExactlyTheRowsOutsideALongestIncreasingRun() {
        for offset in 0..<Self.caseCount / 4 {
            let seed = Self.baseSeed &+ 1_000_000 &+ UInt64(offset)
            var random = SeededGenerator(seed: seed)
            let old = DiffRow.rows(0..<Int.random(in: 0...60, using: &random))
            let new = old.shuffled(using: &random)
            guard expectFaithfulDiff(from: old, to: new, context: "seed \(seed):") != nil else { break }
        }
    }

    /// Reruns the case of one seed; paste a failing seed here while debugging.
    @Test func replayOneSeed() {
        _ = checkCase(seed: Self.baseSeed)
    }

    /// Builds a random list, applies a random edit sequence, and checks the diff; false on failure.
    private func checkCase(seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var random = SeededGenerator(seed: seed)
        var nextID = 0
        let old = freshRows(count: Int.random(in: 0...40, using: &random), nextID: &nextID, using: &random)
        var new = old
        switch Int.random(in: 0..<20, using: &random) {
        case 0:
            new = freshRows(count: Int.random(in: 0...40, using: &random), nextID: &nextID, using: &random)
        case 1:
            new.shuffle(using: &random)
        default:
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                apply(randomEditUsing: &random, to: &new, nextID: &nextID)
            }
        }
        return expectFaithfulDiff(from: old, to: new, context: "seed \(seed):", sourceLocation: sourceLocation)
            != nil
    }

    /// `count` rows with new identities (taken from `nextID`) and random content.
    private func freshRows(count: Int, nextID: inout Int, using random: inout SeededGenerator) -> [DiffRow] {
        var rows: [DiffRow] = []
        for _ in 0..<count {
            nextID += 1
            rows.append(DiffRow(id: nextID, content: Int.random(in: 0...2, using: &random)))
        }
        return rows
    }

    /// One random edit: delete, insert, move, change content, or swap.
    private func apply(randomEditUsing random: inout SeededGenerator, to rows: inout [DiffRow], nextID: inout Int) {
        let edit = Int.random(in: 0..<5, using: &random)
        if rows.isEmpty || edit == 0 {
            let row = freshRows(count: 1, nextID: &nextID, using: &random)[0]
            rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
            return
        }
        let offset = Int.random(in: rows.indices, using: &random)
        switch edit {
        case 1:
            rows.remove(at: offset)
        case 2:
            let row = rows.remove(at: offset)
            rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
        case 3:
            // NB: may draw the same content again; then the row is unchanged and must not be an update.
            rows[offset].content = Int.random(in: 0...2, using: &random)
        default:
            rows.swapAt(offset, Int.random(in: rows.indices, using: &random))
        }
    }
}
