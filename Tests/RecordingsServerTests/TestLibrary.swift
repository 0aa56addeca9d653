import RecordingsServer
import ServerTesting

/// A fresh, empty library for one test: in-memory SQLite, or a new PostgreSQL database dropped afterwards.
typealias TestLibrary = TestDatabase<LibraryDatabase>

extension TestDatabase where Database == LibraryDatabase {
    static func make(_ engine: TestEngine) async throws -> TestLibrary {
        try await make(
            engine, sqlite: { try await LibraryDatabase.inMemory() },
            postgres: { try await LibraryDatabase.postgres(url: $0) }, shutdown: { try await $0.shutdown() })
    }
}
