public import Foundation
import RecordingsCore
public import RecordingsRemote
import SQLKit
import SQLStorage
import Services

/// The server's library in SQL: one table of items (folders and recordings, audio included), with
/// versioned migrations (``LibrarySchema``), in SQLite (embedded, the default) or PostgreSQL (several
/// server processes on one database). The queries are the same over both engines; every change is one
/// transaction, so nothing is ever half-applied.
///
/// ```swift
/// let database = try await LibraryDatabase.sqlite(directory: dataDirectory)
/// try await database.apply(.create, ChangeObject(name: "Ideas", uuid: UUID(), isFolder: true), parentPath: [root])
/// ```
public final class LibraryDatabase: Sendable {
    /// The largest audio a recording may have, decoded: 50 MiB.
    public static let maximumAudioSize = 50 << 20

    private let engine: any DatabaseEngine
    /// The root folder: made once when the library is first opened and never deleted (a delete names an
    /// item by its parent, and the root has none), so it is read once, when opening.
    private let root: UUID

    /// Where the library is, in words for a person.
    public var location: String { engine.location }

    private init(engine: any DatabaseEngine, root: UUID) {
        self.engine = engine
        self.root = root
    }

    /// Opens (creating and migrating when needed) the SQLite library `file` in `directory`, private to
    /// the user (0700 directory, 0600 file).
    ///
    /// - Throws: when the directory cannot be made or the database cannot be opened or migrated.
    public static func sqlite(directory: URL, file: String = "recordings.sqlite") async throws -> LibraryDatabase {
        try await open(sqlite: SQLiteEngine.open(privateFile: file, in: directory))
    }

    /// An in-memory SQLite library (tests).
    public static func inMemory() async throws -> LibraryDatabase {
        try await open(sqlite: SQLiteEngine.open(path: nil))
    }

    /// Opens (creating and migrating when needed) the library in the PostgreSQL database `url` names
    /// (`postgres://user:password@host:port/database`). Several processes may open one database: the
    /// first to get there migrates it, under a lock the others wait for.
    ///
    /// - Throws: ``DatabaseAddressError`` for an address that is not such a URL; the driver's error when
    ///   the database cannot be reached or migrated.
    public static func postgres(url: String) async throws -> LibraryDatabase {
        let engine = try PostgresEngine(url: url)
        do {
            return LibraryDatabase(engine: engine, root: try await migrate(engine))
        } catch {
            try? await engine.shutdown()
            throw error
        }
    }

    private static func open(sqlite engine: SQLiteEngine) async throws -> LibraryDatabase {
        do {
            try await engine.setForeignKeys(false)
            let root = try await migrate(engine)
            try await engine.setForeignKeys(true)
            return LibraryDatabase(engine: engine, root: root)
        } catch {
            try? await engine.shutdown()
            throw error
        }
    }

    /// Closes the connections.
    public func shutdown() async throws {
        try await engine.shutdown()
    }

    // MARK: Migrations

    /// Migrates the library and makes its root when it has none; returns the root's UUID.
    private static func migrate(_ engine: any DatabaseEngine) async throws -> UUID {
        try await engine.migrate(LibrarySchema.migrations, versionTable: "schema_migrations", lock: 72_657_263) {
            database in
            if try await Self.rootUUID(in: database) == nil {
                try await database.raw(
                    "INSERT INTO items (uuid, parent_uuid, name, is_folder, arrival) VALUES (\(bind: UUID().uuidString), NULL, '', 1, 0)"
                ).run()
            }
        }
        let root = try await engine.transaction { database in try await Self.rootUUID(in: database) }
        guard let root else { throw APIErrorKey.itemNotFound }
        return root
    }

    // MARK: Reading

    private static func rootUUID(in database: any SQLDatabase) async throws -> UUID? {
        try await database.raw("SELECT uuid FROM items WHERE parent_uuid IS NULL").first(
            decodingColumn: "uuid", as: String.self
        )
        .flatMap(UUID.init(uuidString:))
    }

    /// The root folder's UUID.
    public func rootUUID() async throws -> UUID {
        root
    }

    private struct Row: Decodable {
        let uuid: String
        let parent_uuid: String?
        let name: String
        let is_folder: Int
    }

    private static func row(_ uuid: UUID, in database: any SQLDatabase) async throws -> Row? {
        try await database.raw(
            "SELECT uuid, parent_uuid, name, is_folder FROM items WHERE uuid = \(bind: uuid.uuidString)"
        ).first(decoding: Row.self)
    }

    /// The folder `path` leads to: the root, then each a child of the one before; one lookup per level
    /// below the root (the root is a folder, and always there).
    ///
    /// - Throws: ``APIErrorKey/parentNotFound`` when the path does not lead to a folder.
    private static func folder(at path: [UUID], root: UUID, in database: any SQLDatabase) async throws -> UUID {
        guard path.first == root else { throw APIErrorKey.parentNotFound }
        var current = root
        var isFolder = true
        for next in path.dropFirst() {
            guard let row = try await row(next, in: database), row.parent_uuid == current.uuidString else {
                throw APIErrorKey.parentNotFound
            }
            current = next
            isFolder = row.is_folder == 1
        }
        guard isFolder else { throw APIErrorKey.parentNotFound }
        return current
    }

    /// The items of the folder `path` leads to, by name (equal names in the order they arrived).
    public func contents(at path: [UUID]) async throws -> [RemoteItem] {
        try await engine.transaction { [root] database in
            let folder = try await Self.folder(at: path, root: root, in: database)
            let rows = try await database.raw(
                """
                SELECT uuid, parent_uuid, name, is_folder FROM items WHERE parent_uuid = \(bind: folder.uuidString) \
                ORDER BY name, arrival, uuid
                """
            ).all(decoding: Row.self)
            return rows.compactMap { row in
                UUID(uuidString: row.uuid).map { RemoteItem(name: row.name, uuid: $0, isFolder: row.is_folder == 1) }
            }
        }
    }

    /// The audio of recording `uuid`.
    public func audio(of uuid: UUID) async throws -> Data {
        try await engine.transaction { database in
            guard
                let data = try await database.raw(
                    "SELECT audio FROM items WHERE uuid = \(bind: uuid.uuidString) AND is_folder = 0"
                ).first(decodingColumn: "audio", as: Data?.self) ?? nil
            else { throw APIErrorKey.itemNotFound }
            return data
        }
    }

    // MARK: Changing

    /// Applies one change under the folder `parentPath` leads to, in one transaction.
    ///
    /// - Throws: an ``APIErrorKey``; nothing changed then.
    public func apply(_ kind: ChangeKind, _ change: ChangeObject, parentPath: [UUID]) async throws {
        // NB: the checks below answer the common cases; the constraints answer the races with other
        // requests and processes (a second create of one uuid, a parent deleted meanwhile).
        // NB: a delete's name is not used, but the change object is the same for every kind: a name the
        // apps would refuse is a malformed object whatever the kind, as the OpenAPI description says.
        let name = try Self.validName(change.name)
        var audio: Data?
        if kind == .create, !change.isFolder { audio = try Self.audio(in: change) }
        do {
            try await engine.transaction { [name, audio, root] database in
                let parent = try await Self.folder(at: parentPath, root: root, in: database)
                switch kind {
                case .create: try await Self.create(change, name: name, audio: audio, in: parent, database)
                case .update: try await Self.rename(change.uuid, to: name, in: parent, database)
                case .delete: try await Self.delete(change.uuid, in: parent, database)
                }
            }
        } catch let error as APIErrorKey {
            throw error
        } catch {
            switch engine.violatedConstraint(in: error) {
            case .unique: throw APIErrorKey.itemAlreadyExists
            case .foreignKey: throw APIErrorKey.parentNotFound
            case nil: throw error
            }
        }
    }

    private static func validName(_ name: String) throws(APIErrorKey) -> String {
        do {
            return try Item.validatedName(name)
        } catch {
            throw .malformedChangeObject
        }
    }

    /// The new recording's audio: base64 WAV within the size limit.
    private static func audio(in change: ChangeObject) throws(APIErrorKey) -> Data {
        guard let encoded = change.fileDataKey else { throw .fileDataMissing }
        guard encoded.utf8.count <= (maximumAudioSize / 3 + 1) * 4, let data = Data(base64Encoded: encoded),
            data.count <= maximumAudioSize
        else { throw .malformedChangeObject }
        do {
            _ = try WAVFile.samples(in: data)
        } catch {
            throw .malformedChangeObject
        }
        return data
    }

    private static func create(
        _ change: ChangeObject, name: String, audio: Data?, in parent: UUID, _ database: any SQLDatabase
    ) async throws {
        // NB: a uuid already in the library breaks the primary key, which ``apply(_:_:parentPath:)`` answers
        // as itemAlreadyExists: one statement instead of a lookup and an insert.
        try await database.raw(
            """
            INSERT INTO items (uuid, parent_uuid, name, is_folder, audio, arrival) VALUES (\(bind: change.uuid.uuidString), \
            \(bind: parent.uuidString), \(bind: name), \(bind: change.isFolder ? 1 : 0), \(bind: audio), \
            (SELECT COALESCE(MAX(arrival), 0) + 1 FROM items))
            """
        ).run()
    }

    private static func rename(_ uuid: UUID, to name: String, in parent: UUID, _ database: any SQLDatabase) async throws
    {
        let renamed = try await database.raw(
            """
            UPDATE items SET name = \(bind: name) WHERE uuid = \(bind: uuid.uuidString) \
            AND parent_uuid = \(bind: parent.uuidString) RETURNING uuid
            """
        ).all()
        guard !renamed.isEmpty else { throw APIErrorKey.itemNotFound }
    }

    /// Deletes the item; the schema's cascade deletes everything in it.
    private static func delete(_ uuid: UUID, in parent: UUID, _ database: any SQLDatabase) async throws {
        let deleted = try await database.raw(
            """
            DELETE FROM items WHERE uuid = \(bind: uuid.uuidString) AND parent_uuid = \(bind: parent.uuidString) \
            RETURNING uuid
            """
        ).all()
        guard !deleted.isEmpty else { throw APIErrorKey.itemNotFound }
    }
}

extension LibraryDatabase {
    /// The items whose parent is missing, and the number of roots when it is not one: what the schema's
    /// constraints rule out, checked by the tests that race changes against each other.
    func integrityProblems() async throws -> [String] {
        try await engine.transaction { database in
            let orphans = try await database.raw(
                """
                SELECT child.uuid FROM items child LEFT JOIN items parent ON child.parent_uuid = parent.uuid \
                WHERE child.parent_uuid IS NOT NULL AND parent.uuid IS NULL
                """
            ).all(decodingColumn: "uuid", as: String.self)
            let roots =
                try await database.raw("SELECT COUNT(*) AS count FROM items WHERE parent_uuid IS NULL")
                .first(decodingColumn: "count", as: Int.self) ?? 0
            return orphans.map { "\($0) has no parent" } + (roots == 1 ? [] : ["\(roots) roots"])
        }
    }
}
