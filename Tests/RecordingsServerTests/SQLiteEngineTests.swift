import Foundation
import SQLKit
import SQLStorage
import Testing

/// The embedded engine's promises: WAL with full sync on a file, and transactions that arrive together are
/// committed together without one's failure undoing another's work.
@Suite struct SQLiteEngineTests {
    struct Refused: Error {}

    @Test func aFileIsInWALModeWithFullSync() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = try await SQLiteEngine.open(privateFile: "settings.sqlite", in: directory)
        do {
            let (journal, synchronous) = try await engine.transaction { database in
                (
                    try await database.raw("PRAGMA journal_mode").first(
                        decodingColumn: "journal_mode", as: String.self),
                    try await database.raw("PRAGMA synchronous").first(decodingColumn: "synchronous", as: Int.self)
                )
            }
            #expect(journal == "wal")
            #expect(synchronous == 2, "2 is FULL")
            try await engine.shutdown()
        } catch {
            try? await engine.shutdown()
            throw error
        }
    }

    /// Sixty-four transactions at once, every fourth of which inserts and then fails (every eighth by
    /// breaking the primary key, the others by throwing): exactly the others' rows are there, and each
    /// caller hears its own outcome.
    @Test func concurrentTransactionsCommitAndFailEachOnItsOwn() async throws {
        let engine = try await SQLiteEngine.open(path: nil)
        do {
            try await engine.transaction { database in
                try await database.raw("CREATE TABLE t (x INTEGER PRIMARY KEY, note TEXT)").run()
                try await database.raw("INSERT INTO t (x, note) VALUES (-1, 'taken')").run()
            }
            let outcomes = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
                for index in 0..<64 {
                    group.addTask {
                        do {
                            let value = try await engine.transaction { database in
                                try await database.raw("INSERT INTO t (x, note) VALUES (\(bind: index), 'mine')").run()
                                if index % 8 == 0 {
                                    try await database.raw("INSERT INTO t (x, note) VALUES (-1, 'again')").run()
                                } else if index % 4 == 0 {
                                    throw Refused()
                                }
                                return index
                            }
                            return (value, true)
                        } catch is Refused {
                            return (index, false)
                        } catch let error where engine.violatedConstraint(in: error) == .unique {
                            return (index, false)
                        }
                    }
                }
                return try await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
            }
            let kept = try await engine.transaction { database in
                try await database.raw("SELECT x FROM t WHERE x >= 0 ORDER BY x").all(decodingColumn: "x", as: Int.self)
            }
            #expect(outcomes.count == 64)
            #expect(outcomes.filter(\.value).keys.sorted() == (0..<64).filter { $0 % 4 != 0 })
            #expect(kept == (0..<64).filter { $0 % 4 != 0 })
            try await engine.shutdown()
        } catch {
            try? await engine.shutdown()
            throw error
        }
    }
}
