import Foundation

/// The row updates of one batch, as UIKit interprets them: deletes, reloads and move sources refer to
/// the rows before the batch; inserts and move destinations to the rows after it.
struct TableBatch {
    var deletes: [(IndexPath, TableView.RowAnimation)] = []
    var inserts: [(IndexPath, TableView.RowAnimation)] = []
    var reloads: [(IndexPath, TableView.RowAnimation)] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty }

    /// Checks the batch against the counts before and after, as UIKit does; returns UIKit's message for
    /// the first inconsistency, or nil.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        func valid(_ path: IndexPath, in counts: [Int]) -> Bool {
            counts.indices.contains(path.section) && path.row >= 0 && path.row < counts[path.section]
        }
        for (path, _) in deletes where !valid(path, in: oldCounts) {
            return "attempt to delete row \(path.row) from section \(path.section), which only contains "
                + "\(oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0) rows before the update"
        }
        for (path, _) in reloads where !valid(path, in: oldCounts) {
            return
                "attempt to reload row \(path.row) from section \(path.section), which does not exist before the update"
        }
        for (path, _) in inserts where !valid(path, in: newCounts) {
            return "attempt to insert row \(path.row) into section \(path.section), but there are only "
                + "\(newCounts.indices.contains(path.section) ? newCounts[path.section] : 0) rows in section "
                + "\(path.section) after the update"
        }
        for move in moves where !valid(move.from, in: oldCounts) || !valid(move.to, in: newCounts) {
            return "attempt to move row \(move.from.row) in section \(move.from.section) to row \(move.to.row) "
                + "in section \(move.to.section), which does not exist"
        }
        let deleted = Set(deletes.map(\.0))
        guard deleted.count == deletes.count else { return "attempt to delete the same row twice in one update" }
        guard oldCounts.count == newCounts.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(newCounts.count)) must be equal to the number of sections contained in the "
                + "table view before the update (\(oldCounts.count))."
        }
        for section in oldCounts.indices {
            let inserted = inserts.count { $0.0.section == section }
            let removed = deletes.count { $0.0.section == section }
            let movedIn = moves.count { $0.to.section == section && $0.from.section != section }
            let movedOut = moves.count { $0.from.section == section && $0.to.section != section }
            let expected = oldCounts[section] + inserted - removed + movedIn - movedOut
            if expected != newCounts[section] {
                return "Invalid update: invalid number of rows in section \(section). The number of rows contained "
                    + "in an existing section after the update (\(newCounts[section])) must be equal to the number "
                    + "of rows contained in that section before the update (\(oldCounts[section])), plus or minus "
                    + "the number of rows inserted or deleted from that section (\(inserted) inserted, \(removed) "
                    + "deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}
