import Foundation
import Services

extension TableBatch {
    /// Where each row from before a batch is after it, for mapping the rows that have cells (and the
    /// selection) through one batch: what every row's lookup shares is worked out once, when the map is
    /// made.
    ///
    /// UIKit's reading of a batch: deleted and reloaded rows have no place after it; a moved row goes to
    /// its destination; every other row keeps its order among the rows that stay, in the places that
    /// inserted and moved-in rows leave free.
    struct RowMap {
        /// The rows deleted or reloaded.
        private let gone: Set<IndexPath>
        /// Each moved row's destination (the first move of a row counts).
        private let destinations: [IndexPath: IndexPath]
        /// By section, in order: the rows before the batch that leave their place (deleted or moved away).
        private let vacated: [Int: [Int]]
        /// By section, in order: the places after the batch that inserted and moved-in rows take.
        private let taken: [Int: [Int]]

        /// The map of `batch`.
        ///
        /// - Complexity: O(*k* log *k*) for *k* updates.
        init(_ batch: TableBatch) {
            var gone = Set<IndexPath>()
            var vacated: [Int: [Int]] = [:]
            var taken: [Int: [Int]] = [:]
            var destinations: [IndexPath: IndexPath] = [:]
            for (path, _) in batch.deletes {
                gone.insert(path)
                vacated[path.section, default: []].append(path.row)
            }
            for (path, _) in batch.reloads { gone.insert(path) }
            for move in batch.moves {
                if destinations[move.from] == nil { destinations[move.from] = move.to }
                vacated[move.from.section, default: []].append(move.from.row)
                taken[move.to.section, default: []].append(move.to.row)
            }
            for (path, _) in batch.inserts { taken[path.section, default: []].append(path.row) }
            self.gone = gone
            self.destinations = destinations
            self.vacated = vacated.mapValues { $0.sorted() }
            self.taken = taken.mapValues { $0.sorted() }
        }

        /// Where `old`, a row from before the batch, is after it; nil when it was deleted or reloaded.
        ///
        /// - Complexity: O(log *k*) plus the places taken before it, for *k* updates; no allocation for a
        ///   row the batch leaves where it was.
        func newIndexPath(for old: IndexPath) -> IndexPath? {
            if gone.contains(old) { return nil }
            if let destination = destinations[old] { return destination }
            var slot = old.row - (vacated[old.section]?.lowerBound(of: old.row) ?? 0)
            for place in taken[old.section] ?? [] {
                if place <= slot { slot += 1 } else { break }
            }
            return slot == old.row ? old : IndexPath(row: slot, section: old.section)
        }
    }
}
