public import Foundation
import Logging
import NIOPosix
import RecordingsCore
import SQLKit
import SQLiteKit
import Services

/// The server's library in SQL: one table of items (folders and recordings, audio included), with
/// versioned migrations; every change is one transaction, so nothing is ever half-applied.
///
/// Requests of one process take turns (``exclusively(_:)``): an actor alone would let a second request
/// in at every `await`, into the middle of the first one's transaction. The transactions keep several
/// processes on one database consistent.
public actor LibraryDatabase {
    /// The largest audio a recording may have, decoded: 50 MiB.
    public static let maximumAudioSize = 50 << 20

    private let database: any SQLDatabase
    private let close: @Sendable () async throws -> Void
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` when no other request is running, first come first served.
    private func exclusively<T>(_ body: () async throws -> T) async throws -> T {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        }
        isBusy = true
        defer {
            if waiting.isEmpty {
                isBusy = false
            } else {
                waiting.removeFirst().resume()
            }
        }
        return try await body()
    }

    /// Opens (creating and migrating when needed) the SQLite library `file` in `directory`, private to
    /// the user (0700 directory, 0600 file).
    ///
    /// - Throws: when the directory cannot be made or the database cannot be opened or migrated.
    public static func sqlite(directory: URL, file: String = "recordings.sqlite") async throws -> LibraryDatabase {
        try DataDirectory.ensureExists(directory)
        let path = directory.appendingPathComponent(file).path
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        let database = LibraryDatabase(database: connection.sql(), close: { try await connection.close() })
        try await database.migrate()
        if FileManager.default.fileExists(atPath: path) {
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        }
        return database
    }

    /// An in-memory SQLite library (tests).
    public static func inMemory() async throws -> LibraryDatabase {
        let connection = try await SQLiteConnection.open(storage: .memory)
        let database = LibraryDatabase(database: connection.sql(), close: { try await connection.close() })
        try await database.migrate()
        return database
    }

    init(database: any SQLDatabase, close: @escaping @Sendable () async throws -> Void) {
        self.database = database
        self.close = close
    }

    /// Closes the connection.
    public func shutdown() async throws {
        try await close()
    }

    // MARK: Migrations

    /// The schema, one migration per version; a database records the versions it has.
    static let migrations: [String] = [
        """
        CREATE TABLE items (
            uuid TEXT PRIMARY KEY,
            parent_uuid TEXT REFERENCES items(uuid),
            name TEXT NOT NULL,
            is_folder INTEGER NOT NULL,
            audio BLOB
        )
        """,
        "CREATE INDEX items_parent ON items(parent_uuid)",
    ]

    private func migrate() async throws {
        try await database.raw("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)").run()
        let done = try await database.raw("SELECT version FROM schema_migrations").all(
            decodingColumn: "version", as: Int.self)
        for (index, migration) in Self.migrations.enumerated() where !done.contains(index + 1) {
            try await transaction {
                try await database.raw(SQLQueryString(migration)).run()
                try await database.raw("INSERT INTO schema_migrations (version) VALUES (\(bind: index + 1))").run()
            }
        }
        if try await rootUUIDIfAny() == nil {
            let root = UUID().uuidString
            try await database.raw(
                "INSERT INTO items (uuid, parent_uuid, name, is_folder) VALUES (\(bind: root), NULL, '', 1)"
            ).run()
        }
    }

    private func transaction<T>(_ body: () async throws -> T) async throws -> T {
        try await database.raw("BEGIN IMMEDIATE").run()
        do {
            let result = try await body()
            try await database.raw("COMMIT").run()
            return result
        } catch {
            try await database.raw("ROLLBACK").run()
            throw error
        }
    }

    // MARK: Reading

    private func rootUUIDIfAny() async throws -> UUID? {
        try await database.raw("SELECT uuid FROM items WHERE parent_uuid IS NULL").first(
            decodingColumn: "uuid", as: String.self
        )
        .flatMap(UUID.init(uuidString:))
    }

    /// The root folder's UUID.
    public func rootUUID() async throws -> UUID {
        try await exclusively {
            guard let root = try await rootUUIDIfAny() else { throw APIErrorKey.itemNotFound }
            return root
        }
    }

    private struct Row: Decodable {
        let uuid: String
        let parent_uuid: String?
        let name: String
        let is_folder: Int
    }

    private func row(_ uuid: UUID) async throws -> Row? {
        try await database.raw(
            "SELECT uuid, parent_uuid, name, is_folder FROM items WHERE uuid = \(bind: uuid.uuidString)"
        ).first(decoding: Row.self)
    }

    /// The folder `path` leads to: the root, then each a child of the one before.
    ///
    /// - Throws: ``APIErrorKey/parentNotFound`` when the path does not lead to a folder.
    private func folder(at path: [UUID]) async throws -> UUID {
        guard let first = path.first, first == (try await rootUUIDIfAny()) else { throw APIErrorKey.parentNotFound }
        var current = first
        for next in path.dropFirst() {
            guard let row = try await row(next), row.parent_uuid == current.uuidString else {
                throw APIErrorKey.parentNotFound
            }
            current = next
        }
        guard let row = try await row(current), row.is_folder == 1 else { throw APIErrorKey.parentNotFound }
        return current
    }

    /// The items of the folder `path` leads to, by name (equal names in the order they arrived).
    public func contents(at path: [UUID]) async throws -> [ItemRecord] {
        try await exclusively { try await unsafeContents(at: path) }
    }

    private func unsafeContents(at path: [UUID]) async throws -> [ItemRecord] {
        let folder = try await folder(at: path)
        let rows = try await database.raw(
            "SELECT uuid, parent_uuid, name, is_folder FROM items WHERE parent_uuid = \(bind: folder.uuidString) ORDER BY name, rowid"
        ).all(decoding: Row.self)
        return rows.compactMap { row in
            UUID(uuidString: row.uuid).map { ItemRecord(name: row.name, uuid: $0, isFolder: row.is_folder == 1) }
        }
    }

    /// The audio of recording `uuid`.
    public func audio(of uuid: UUID) async throws -> Data {
        try await exclusively { try await unsafeAudio(of: uuid) }
    }

    private func unsafeAudio(of uuid: UUID) async throws -> Data {
        guard
            let data = try await database.raw(
                "SELECT audio FROM items WHERE uuid = \(bind: uuid.uuidString) AND is_folder = 0"
            ).first(decodingColumn: "audio", as: Data?.self) ?? nil
        else { throw APIErrorKey.itemNotFound }
        return data
    }

    // MARK: Changing

    /// Applies one change under the folder `parentPath` leads to, in one transaction.
    ///
    /// - Throws: an ``APIErrorKey``; nothing changed then.
    public func apply(_ kind: ChangeKind, _ change: ChangeObject, parentPath: [UUID]) async throws {
        try await exclusively { try await unsafeApply(kind, change, parentPath: parentPath) }
    }

    private func unsafeApply(_ kind: ChangeKind, _ change: ChangeObject, parentPath: [UUID]) async throws {
        try await transaction {
            let parent = try await folder(at: parentPath)
            switch kind {
            case .create: try await create(change, in: parent)
            case .update: try await rename(change, in: parent)
            case .delete: try await delete(change, in: parent)
            }
        }
    }

    private func validName(_ name: String) throws -> String {
        do {
            return try Item.validatedName(name)
        } catch {
            throw APIErrorKey.malformedChangeObject
        }
    }

    private func create(_ change: ChangeObject, in parent: UUID) async throws {
        guard try await row(change.uuid) == nil else { throw APIErrorKey.itemAlreadyExists }
        let name = try validName(change.name)
        var audio: Data?
        if !change.isFolder {
            guard let encoded = change.fileDataKey else { throw APIErrorKey.fileDataMissing }
            guard encoded.count <= (Self.maximumAudioSize / 3 + 1) * 4, let data = Data(base64Encoded: encoded),
                data.count <= Self.maximumAudioSize
            else { throw APIErrorKey.malformedChangeObject }
            do {
                _ = try WAVFile.samples(in: data)
            } catch {
                throw APIErrorKey.malformedChangeObject
            }
            audio = data
        }
        try await database.raw(
            """
            INSERT INTO items (uuid, parent_uuid, name, is_folder, audio) VALUES (\(bind: change.uuid.uuidString), \
            \(bind: parent.uuidString), \(bind: name), \(bind: change.isFolder ? 1 : 0), \(bind: audio))
            """
        ).run()
    }

    private func rename(_ change: ChangeObject, in parent: UUID) async throws {
        guard let row = try await row(change.uuid), row.parent_uuid == parent.uuidString else {
            throw APIErrorKey.itemNotFound
        }
        let name = try validName(change.name)
        try await database.raw("UPDATE items SET name = \(bind: name) WHERE uuid = \(bind: change.uuid.uuidString)")
            .run()
    }

    private func delete(_ change: ChangeObject, in parent: UUID) async throws {
        guard let row = try await row(change.uuid), row.parent_uuid == parent.uuidString else {
            throw APIErrorKey.itemNotFound
        }
        try await database.raw(
            """
            WITH RECURSIVE doomed(uuid) AS (SELECT \(bind: change.uuid.uuidString) \
            UNION ALL SELECT items.uuid FROM items JOIN doomed ON items.parent_uuid = doomed.uuid) \
            DELETE FROM items WHERE uuid IN (SELECT uuid FROM doomed)
            """
        ).run()
    }
}
