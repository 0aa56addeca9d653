import Foundation
import TestSupport
import Testing

@testable import ViewKit

/// `TableBatch.RowMap` against a replay of each batch on a list of rows, as UIKit reads a batch: the
/// deleted and moved-away rows leave, the inserted and moved-in rows take their places after the batch,
/// and the rows that stay fill the other places in their order.
struct TableBatchRowMapTests {
    @Test func everyRowOfRandomBatchesGoesWhereReplayingTheBatchPutsIt() {
        var random = SeededGenerator(seed: 30)
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &random)
            let batch = Self.randomBatch(rowCount: count, using: &random)
            let map = TableBatch.RowMap(batch)
            let expected = Self.replay(batch, rowCount: count)
            for row in 0..<count {
                #expect(
                    map.newIndexPath(for: IndexPath(row: row, section: 0))
                        == expected[row].map { IndexPath(row: $0, section: 0) },
                    "row \(row) of \(count) through \(Self.describe(batch))")
            }
        }
    }

    @Test func rowsOfOtherSectionsStayAndARowTheBatchLeavesIsTheSamePath() {
        var batch = TableBatch()
        batch.deletes = [(IndexPath(row: 0, section: 1), .automatic)]
        batch.inserts = [(IndexPath(row: 3, section: 1), .automatic)]
        let map = TableBatch.RowMap(batch)
        #expect(map.newIndexPath(for: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
        #expect(map.newIndexPath(for: IndexPath(row: 0, section: 1)) == nil)
        #expect(map.newIndexPath(for: IndexPath(row: 1, section: 1)) == IndexPath(row: 0, section: 1))
        #expect(map.newIndexPath(for: IndexPath(row: 4, section: 1)) == IndexPath(row: 4, section: 1))
    }

    /// Each row's place after `batch` (section 0 of `rowCount` rows), or nil for a deleted or reloaded row.
    static func replay(_ batch: TableBatch, rowCount: Int) -> [Int?] {
        let deleted = Set(batch.deletes.map(\.0.row))
        let reloaded = Set(batch.reloads.map(\.0.row))
        let destinations = Dictionary(
            batch.moves.map { ($0.from.row, $0.to.row) }, uniquingKeysWith: { first, _ in first })
        let staying = (0..<rowCount).filter { !deleted.contains($0) && destinations[$0] == nil }
        let taken = Set(batch.inserts.map(\.0.row) + batch.moves.map(\.to.row))
        let free = (0..<(staying.count + taken.count)).filter { !taken.contains($0) }
        var places = [Int?](repeating: nil, count: rowCount)
        for (rank, row) in staying.enumerated() where !reloaded.contains(row) { places[row] = free[rank] }
        for (from, to) in destinations { places[from] = to }
        return places
    }

    /// A valid batch on section 0 of `rowCount` rows: distinct deletes, moves from other rows, reloads of
    /// rows that stay, and inserts and move destinations at distinct places after the batch.
    static func randomBatch(rowCount: Int, using random: inout SeededGenerator) -> TableBatch {
        var rows = Array(0..<rowCount).shuffled(using: &random)
        func take(upTo most: Int) -> [Int] {
            let taken = Array(rows.prefix(Int.random(in: 0...most, using: &random)))
            rows.removeFirst(taken.count)
            return taken
        }
        let deletes = take(upTo: 3)
        let moveSources = take(upTo: 2)
        let reloads = take(upTo: 2)
        let insertCount = Int.random(in: 0...3, using: &random)
        let newCount = rowCount - deletes.count + insertCount
        var places = Array(0..<newCount).shuffled(using: &random)
        let moveDestinations = Array(places.prefix(moveSources.count))
        places.removeFirst(moveDestinations.count)
        let inserts = places.prefix(insertCount)
        var batch = TableBatch()
        batch.deletes = deletes.map { (IndexPath(row: $0, section: 0), .automatic) }
        batch.reloads = reloads.map { (IndexPath(row: $0, section: 0), .automatic) }
        batch.inserts = inserts.map { (IndexPath(row: $0, section: 0), .automatic) }
        batch.moves = zip(moveSources, moveDestinations).map {
            (from: IndexPath(row: $0, section: 0), to: IndexPath(row: $1, section: 0))
        }
        return batch
    }

    static func describe(_ batch: TableBatch) -> String {
        "deletes \(batch.deletes.map(\.0.row)), reloads \(batch.reloads.map(\.0.row)), "
            + "inserts \(batch.inserts.map(\.0.row)), moves \(batch.moves.map { "\($0.from.row)→\($0.to.row)" })"
    }
}
