import TestSupport

/// An edit applied to a list of rows, and the old and new lists it produces.
enum DiffScenario: String, CaseIterable, Sendable {
    /// Remove the middle row.
    case deleteOne
    /// Insert one new row a third of the way down.
    case insertOne
    /// Move the row at 10% of the list forward to 60%.
    case moveOne
    /// Change the content of every 10th row.
    case updateEveryTenth
    /// Pick 1% of the positions at random (seeded) and shuffle the rows among them.
    case permuteOnePercent
    /// Replace every row with a row of a new identity.
    case replaceAll

    /// The lists before and after the edit, as rows and as identity arrays.
    struct Fixture: Sendable {
        let old: [BenchmarkRow]
        let new: [BenchmarkRow]
        let oldIDs: [Int]
        let newIDs: [Int]
    }

    /// Builds the old list of `rowCount` rows and applies the edit to it.
    func fixture(rowCount: Int) -> Fixture {
        let old = (0..<rowCount).map { BenchmarkRow(id: $0, content: 0) }
        var new = old
        switch self {
        case .deleteOne:
            new.remove(at: rowCount / 2)
        case .insertOne:
            new.insert(BenchmarkRow(id: rowCount, content: 0), at: rowCount / 3)
        case .moveOne:
            let row = new.remove(at: rowCount / 10)
            new.insert(row, at: rowCount * 6 / 10)
        case .updateEveryTenth:
            for offset in stride(from: 0, to: rowCount, by: 10) {
                new[offset].content += 1
            }
        case .permuteOnePercent:
            var random = SeededGenerator(seed: 0x00D1_FF00)
            let positions = Array(old.indices.shuffled(using: &random).prefix(rowCount / 100)).sorted()
            let rows = positions.map { old[$0] }.shuffled(using: &random)
            for (position, row) in zip(positions, rows) {
                new[position] = row
            }
        case .replaceAll:
            new = (rowCount..<2 * rowCount).map { BenchmarkRow(id: $0, content: 0) }
        }
        return Fixture(old: old, new: new, oldIDs: old.map(\.id), newIDs: new.map(\.id))
    }
}
