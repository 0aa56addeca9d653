import Foundation
import HTTPGuards
import Hummingbird
import HummingbirdTesting
import NIOCore
import RecordingsCore
import RecordingsRemote
import SQLKit
import SQLStorage
import SQLiteKit
import ServerTesting
import Services
import Testing

@testable import RecordingsServer

/// The API in process, on every engine (in-memory SQLite, and a fresh PostgreSQL database when the test
/// command started a cluster): the sample's protocol, its error keys, limits and the token.
@Suite struct RecordingsAPITests {
    static let token = "test-token"

    static func authorized(_ extra: HTTPFields = [:]) -> HTTPFields {
        var headers = extra
        headers[.authorization] = "Bearer \(token)"
        return headers
    }

    func withAPI(
        _ engine: TestEngine, _ body: @Sendable (any TestClientProtocol, LibraryDatabase) async throws -> Void
    ) async throws {
        try await TestLibrary.make(engine).use { database in
            let app = Application(router: RecordingsAPI.router(database: database, token: Self.token))
            try await app.test(.router) { client in try await body(client, database) }
        }
    }

    static func body(_ change: ChangeObject) throws -> ByteBuffer {
        ByteBuffer(bytes: try JSONEncoder().encode(change))
    }

    static func change(
        _ client: any TestClientProtocol, _ kind: String, _ path: [UUID], _ change: ChangeObject
    ) async throws -> (HTTPResponse.Status, String) {
        let uri = "/change/\(kind)/" + path.map(\.uuidString).joined(separator: "/")
        return try await client.execute(uri: uri, method: .post, headers: authorized(), body: body(change)) {
            ($0.status, String(buffer: $0.body))
        }
    }

    static var wav: String {
        WAVFile.encodePCM16Mono(samples: Array(repeating: 0, count: 800)).base64EncodedString()
    }

    @Test(arguments: TestEngine.available) func withoutTheTokenNothingIsAnswered(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            try await client.execute(uri: "/uuid", method: .get) { response in
                #expect(response.status == .unauthorized)
                #expect(String(buffer: response.body).contains("Bearer"))
            }
            try await client.execute(uri: "/uuid", method: .get, headers: [.authorization: "Bearer wrong"]) {
                #expect($0.status == .unauthorized)
            }
            // One byte off at the end, same length as the token: refused by the bytes, not by the length.
            try await client.execute(uri: "/uuid", method: .get, headers: [.authorization: "Bearer test-tokeN"]) {
                #expect($0.status == .unauthorized)
            }
        }
    }

    @Test(arguments: TestEngine.available) func createListRenameDeleteAndStream(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            let rootText = try await client.execute(uri: "/uuid", method: .get, headers: Self.authorized()) {
                String(buffer: $0.body)
            }
            let root = try #require(UUID(uuidString: rootText))
            let folder = UUID()
            let recording = UUID()
            var result = try await Self.change(
                client, "create", [root], ChangeObject(name: "Ideas", uuid: folder, isFolder: true))
            #expect(result.0 == .ok && result.1 == #"{"successKey":true}"#)
            result = try await Self.change(
                client, "create", [root, folder],
                ChangeObject(name: "Take", uuid: recording, isFolder: false, fileDataKey: Self.wav))
            #expect(result.0 == .ok)
            // A create repeated with the same uuid (a lost response, sent again) changes nothing.
            result = try await Self.change(
                client, "create", [root], ChangeObject(name: "Ideas", uuid: folder, isFolder: true))
            #expect(result == (.conflict, #"{"errorKey":"itemAlreadyExists"}"#))
            let listing = try await client.execute(
                uri: "/contents/\(root)/\(folder)", method: .get, headers: Self.authorized()
            ) { try JSONDecoder().decode([RemoteItem].self, from: Data(String(buffer: $0.body).utf8)) }
            #expect(listing == [RemoteItem(name: "Take", uuid: recording, isFolder: false)])
            result = try await Self.change(
                client, "update", [root, folder], ChangeObject(name: "Verse", uuid: recording, isFolder: false))
            #expect(result.0 == .ok)
            try await client.execute(
                uri: "/stream/\(recording)", method: .get, headers: Self.authorized([.range: "bytes=0-3"])
            ) { response in
                #expect(response.status == .partialContent)
                #expect(String(buffer: response.body) == "RIFF")
            }
            result = try await Self.change(
                client, "delete", [root], ChangeObject(name: "Ideas", uuid: folder, isFolder: true))
            #expect(result.0 == .ok)
            try await client.execute(uri: "/stream/\(recording)", method: .get, headers: Self.authorized()) {
                #expect($0.status == .notFound, "a folder goes with its recordings")
            }
        }
    }

    @Test(arguments: TestEngine.available) func badRequestsGetTheSamplesErrorKeysAndChangeNothing(
        engine: TestEngine
    ) async throws {
        try await withAPI(engine) { client, database in
            let root = try await database.rootUUID()
            var result = try await Self.change(
                client, "create", [root], ChangeObject(name: "Take", uuid: UUID(), isFolder: false))
            #expect(result == (.badRequest, #"{"errorKey":"fileDataMissing"}"#))
            result = try await Self.change(
                client, "create", [root],
                ChangeObject(
                    name: "Take", uuid: UUID(), isFolder: false,
                    fileDataKey: Data("not a wav".utf8).base64EncodedString()))
            #expect(result.1 == #"{"errorKey":"malformedChangeObject"}"#)
            result = try await Self.change(
                client, "create", [root], ChangeObject(name: "  ", uuid: UUID(), isFolder: true))
            #expect(result.1 == #"{"errorKey":"malformedChangeObject"}"#)
            result = try await Self.change(
                client, "create", [UUID()], ChangeObject(name: "A", uuid: UUID(), isFolder: true))
            #expect(result == (.notFound, #"{"errorKey":"parentNotFound"}"#))
            result = try await Self.change(
                client, "delete", [root], ChangeObject(name: "A", uuid: UUID(), isFolder: true))
            #expect(result == (.notFound, #"{"errorKey":"itemNotFound"}"#))
            result = try await Self.change(
                client, "delete", [root], ChangeObject(name: "", uuid: UUID(), isFolder: true))
            #expect(result.1 == #"{"errorKey":"malformedChangeObject"}"#, "every kind's object needs a name")
            result = try await Self.change(
                client, "create", [root], ChangeObject(name: "Nul\u{0}", uuid: UUID(), isFolder: true))
            #expect(result.1 == #"{"errorKey":"malformedChangeObject"}"#, "PostgreSQL cannot store a NUL")
            try await client.execute(
                uri: "/change/create/\(root)", method: .post, headers: Self.authorized(),
                body: ByteBuffer(string: "{garbage")
            ) { #expect(String(buffer: $0.body) == #"{"errorKey":"malformedChangeObject"}"#) }
            try await client.execute(uri: "/contents/not-a-uuid", method: .get, headers: Self.authorized()) {
                #expect($0.status == .notFound)
            }
            #expect(try await database.contents(at: [root]).isEmpty, "nothing was half-applied")
        }
    }

    @Test(arguments: TestEngine.available) func pagesAndForeignHostsAreRefused(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            try await client.execute(
                uri: "/uuid", method: .get, headers: Self.authorized([.origin: "https://evil.example"])
            ) { #expect($0.status == .forbidden) }
            // NB: the test client always names localhost; the running binary's tests send other Hosts.
            let loopback = OriginPolicy(boundHost: "127.0.0.1")
            #expect(loopback.allowsHost("localhost:8081") && !loopback.allowsHost("rebound.example:8081"))
            let wildcard = OriginPolicy(boundHost: "0.0.0.0", localAddresses: ["192.168.1.5"])
            #expect(wildcard.allowsHost("192.168.1.5:8081") && !wildcard.allowsHost("rebound.example:8081"))
        }
    }

    @Test(arguments: TestEngine.available) func aMethodAPathDoesNotTakeIsRefusedWithAllow(
        engine: TestEngine
    ) async throws {
        try await withAPI(engine) { client, _ in
            try await client.execute(uri: "/uuid", method: .delete, headers: Self.authorized()) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET")
            }
            try await client.execute(uri: "/change/create/x", method: .get, headers: Self.authorized()) {
                #expect($0.headers[.allow] == "POST")
            }
        }
    }

    @Test func byteRangesFollowTheHeader() {
        let bounds = [
            RecordingsAPI.byteRange("bytes=0-3", length: 10), RecordingsAPI.byteRange("bytes=8-", length: 10),
            RecordingsAPI.byteRange("bytes=-2", length: 10), RecordingsAPI.byteRange("bytes=12-", length: 10),
            RecordingsAPI.byteRange("bytes=0-1,3-4", length: 10), RecordingsAPI.byteRange("bytes=5-99", length: 10),
            RecordingsAPI.byteRange("bytes=-20", length: 10),
        ]
        // A range past the end is cut to the audio's last byte; a suffix longer than the audio is all of it.
        #expect(bounds == [0...3, 8...9, 8...9, nil, nil, 5...9, 0...9])
    }

    /// Concurrent requests take turns: none lands inside another's transaction (a load test found that
    /// an actor alone lets them interleave at every await).
    @Test(arguments: TestEngine.available) func concurrentChangesAllApplyOnce(engine: TestEngine) async throws {
        try await TestLibrary.make(engine).use { database in
            let root = try await database.rootUUID()
            let uuids = (0..<64).map { _ in UUID() }
            try await withThrowingTaskGroup(of: Void.self) { group in
                // Each create twice, concurrently: exactly one of each pair lands, the other is told it exists.
                for (index, uuid) in uuids.enumerated() {
                    for _ in 0..<2 {
                        group.addTask {
                            do {
                                try await database.apply(
                                    .create, ChangeObject(name: "Folder \(index)", uuid: uuid, isFolder: true),
                                    parentPath: [root])
                            } catch APIErrorKey.itemAlreadyExists {}
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(Set(try await database.contents(at: [root]).map(\.uuid)) == Set(uuids))
        }
    }

    @Test func theLibraryPersistsInItsFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await LibraryDatabase.sqlite(directory: directory)
        let root = try await Closing.use(first, closedBy: { try await $0.shutdown() }) { first in
            let root = try await first.rootUUID()
            try await first.apply(.create, ChangeObject(name: "Kept", uuid: UUID(), isFolder: true), parentPath: [root])
            return root
        }
        let second = try await LibraryDatabase.sqlite(directory: directory)
        try await Closing.use(second, closedBy: { try await $0.shutdown() }) { second throws in
            #expect(try await second.rootUUID() == root)
            #expect(try await second.contents(at: [root]).map(\.name) == ["Kept"])
        }
        let attributes = try FileManager.default.attributesOfItem(
            atPath: directory.appendingPathComponent("recordings.sqlite").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
}

/// The storage under the API: migrations, cascades and several servers on one PostgreSQL database.
@Suite struct LibraryDatabaseTests {
    static var wav: Data { WAVFile.encodePCM16Mono(samples: Array(repeating: 0, count: 800)) }

    /// A library made by the first version of the server (schema version 2) opens in this one: its items,
    /// their order (equal names in the order they arrived), and deleting a folder now takes its contents.
    @Test func aVersion2LibraryMigratesKeepingItsItemsAndTheirOrder() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("recordings.sqlite").path
        let root = UUID()
        let folder = UUID()
        let (first, second, inner) = (UUID(), UUID(), UUID())
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        try await Closing.use(connection, closedBy: { try await $0.close() }) { connection in
            let sql = connection.sql()
            for statement in [
                "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)",
                "INSERT INTO schema_migrations (version) VALUES (1), (2)",
                """
                CREATE TABLE items (uuid TEXT PRIMARY KEY, parent_uuid TEXT REFERENCES items(uuid), name TEXT NOT NULL, \
                is_folder INTEGER NOT NULL, audio BLOB)
                """,
                "CREATE INDEX items_parent ON items(parent_uuid)",
                "INSERT INTO items VALUES ('\(root)', NULL, '', 1, NULL)",
                "INSERT INTO items VALUES ('\(second)', '\(root)', 'Same', 1, NULL)",
                "INSERT INTO items VALUES ('\(folder)', '\(root)', 'Folder', 1, NULL)",
                "INSERT INTO items VALUES ('\(first)', '\(root)', 'Same', 1, NULL)",
                "INSERT INTO items VALUES ('\(inner)', '\(folder)', 'Inner', 1, NULL)",
            ] {
                try await sql.raw(SQLQueryString(statement)).run()
            }
        }

        let database = try await LibraryDatabase.sqlite(directory: directory)
        try await Closing.use(database, closedBy: { try await $0.shutdown() }) { database in
            #expect(try await database.rootUUID() == root)
            #expect(try await database.contents(at: [root]).map(\.uuid) == [folder, second, first])
            try await database.apply(
                .delete, ChangeObject(name: "Folder", uuid: folder, isFolder: true), parentPath: [root])
            #expect(try await database.integrityProblems() == [], "the folder's contents went with it")
        }
    }

    /// Deletes race with creates inside the folder being deleted: whatever wins, nothing is left without
    /// its parent (the cascade, and the parent constraint for a create that comes second).
    @Test(arguments: TestEngine.available) func racingCreatesAndDeletesLeaveNoOrphans(engine: TestEngine) async throws {
        try await TestLibrary.make(engine).use { database in
            let root = try await database.rootUUID()
            for round in 0..<8 {
                let folder = UUID()
                try await database.apply(
                    .create, ChangeObject(name: "Folder \(round)", uuid: folder, isFolder: true), parentPath: [root])
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0..<12 {
                        group.addTask {
                            do {
                                try await database.apply(
                                    .create, ChangeObject(name: "Child \(index)", uuid: UUID(), isFolder: true),
                                    parentPath: [root, folder])
                            } catch APIErrorKey.parentNotFound {}
                        }
                    }
                    group.addTask {
                        try await database.apply(
                            .delete, ChangeObject(name: "Folder \(round)", uuid: folder, isFolder: true),
                            parentPath: [root]
                        )
                    }
                    try await group.waitForAll()
                }
            }
            #expect(try await database.integrityProblems() == [])
            #expect(try await database.contents(at: [root]).isEmpty)
        }
    }

    /// Two server processes on one PostgreSQL database serve one library: what one creates, audio
    /// included, the other lists and streams; creates of one uuid sent to both land once.
    @Test(.enabled(if: TestEngine.postgresURL != nil)) func twoServersOnOnePostgreSQLDatabaseServeOneLibrary()
        async throws
    {
        let library = try await TestLibrary.make(.postgres)
        try await Closing.use(library, closedBy: { try await $0.dispose() }) { library in
            let url = try #require(library.postgresURL)
            let other = try await LibraryDatabase.postgres(url: url)
            try await Closing.use(other, closedBy: { try await $0.shutdown() }) { other in
                let root = try await library.database.rootUUID()
                #expect(try await other.rootUUID() == root, "the second server found the first one's root")
                let recording = UUID()
                try await library.database.apply(
                    .create,
                    ChangeObject(
                        name: "Take", uuid: recording, isFolder: false, fileDataKey: Self.wav.base64EncodedString()),
                    parentPath: [root])
                #expect(
                    try await other.contents(at: [root]) == [RemoteItem(name: "Take", uuid: recording, isFolder: false)]
                )
                #expect(try await other.audio(of: recording) == Self.wav)
                let uuids = (0..<32).map { _ in UUID() }
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for (index, uuid) in uuids.enumerated() {
                        for server in [library.database, other] {
                            group.addTask {
                                do {
                                    try await server.apply(
                                        .create, ChangeObject(name: "F\(index)", uuid: uuid, isFolder: true),
                                        parentPath: [root]
                                    )
                                } catch APIErrorKey.itemAlreadyExists {}
                            }
                        }
                    }
                    try await group.waitForAll()
                }
                let listed = try await library.database.contents(at: [root]).map(\.uuid)
                #expect(listed.count == 33 && Set(listed) == Set(uuids + [recording]))
            }
        }
    }

    /// Names sort by code point on both engines, as the apps sort them (PostgreSQL's default collation
    /// would put "apple" before "Banana").
    @Test(arguments: TestEngine.available) func namesSortAsTheAppsSortThem(engine: TestEngine) async throws {
        let library = try await TestLibrary.make(engine)
        try await Closing.use(library, closedBy: { try await $0.dispose() }) { library in
            let root = try await library.database.rootUUID()
            let names = ["banana", "Apple", "apple", "Banana", "Éclair", "_under", "10", "9"]
            for name in names {
                try await library.database.apply(
                    .create, ChangeObject(name: name, uuid: UUID(), isFolder: true), parentPath: [root])
            }
            #expect(try await library.database.contents(at: [root]).map(\.name) == names.sorted())
        }
    }

    @Test func aPostgreSQLAddressMustBeOneThatCanBeUsed() {
        for address in ["mysql://u@h/d", "postgres://h/d", "postgres://u@h", "postgres://u@h/d?sslmode=maybe"] {
            #expect(throws: DatabaseAddressError.self) { try PostgresEngine.configuration(address) }
        }
        #expect(
            DatabaseAddressError(address: "postgres://u:secret@h/d", reason: "x").description.contains("secret")
                == false)
        #expect(throws: Never.self) {
            try PostgresEngine.configuration("postgres://u:p@127.0.0.1:5433/d?sslmode=disable")
        }
    }
}
