import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Services
import Testing

@testable import RecordingsServer

/// The API in process, on an in-memory SQLite library: the sample's protocol, its error keys, limits
/// and the token.
@Suite struct RecordingsAPITests {
    static let token = "test-token"

    static func authorized(_ extra: HTTPFields = [:]) -> HTTPFields {
        var headers = extra
        headers[.authorization] = "Bearer \(token)"
        return headers
    }

    func withAPI(_ body: @Sendable (any TestClientProtocol, LibraryDatabase) async throws -> Void) async throws {
        let database = try await LibraryDatabase.inMemory()
        let app = Application(router: RecordingsAPI.router(database: database, token: Self.token))
        try await app.test(.router) { client in try await body(client, database) }
        try await database.shutdown()
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

    @Test func withoutTheTokenNothingIsAnswered() async throws {
        try await withAPI { client, _ in
            try await client.execute(uri: "/uuid", method: .get) { response in
                #expect(response.status == .unauthorized)
                #expect(String(buffer: response.body).contains("Bearer"))
            }
            try await client.execute(uri: "/uuid", method: .get, headers: [.authorization: "Bearer wrong"]) {
                #expect($0.status == .unauthorized)
            }
        }
    }

    @Test func createListRenameDeleteAndStream() async throws {
        try await withAPI { client, _ in
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
            ) { try JSONDecoder().decode([ItemRecord].self, from: Data(String(buffer: $0.body).utf8)) }
            #expect(listing == [ItemRecord(name: "Take", uuid: recording, isFolder: false)])
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

    @Test func badRequestsGetTheSamplesErrorKeysAndChangeNothing() async throws {
        try await withAPI { client, database in
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

    @Test func pagesAndForeignHostsAreRefused() async throws {
        try await withAPI { client, _ in
            try await client.execute(
                uri: "/uuid", method: .get, headers: Self.authorized([.origin: "https://evil.example"])
            ) { #expect($0.status == .forbidden) }
            #expect(BrowserGuard<BasicRequestContext>.isLoopbackHost("127.0.0.1:8081"))
            #expect(BrowserGuard<BasicRequestContext>.isLoopbackHost("[::1]:8081"))
            #expect(BrowserGuard<BasicRequestContext>.isLoopbackHost("localhost"))
            #expect(!BrowserGuard<BasicRequestContext>.isLoopbackHost("rebound.example:8081"))
        }
    }

    @Test func aMethodAPathDoesNotTakeIsRefusedWithAllow() async throws {
        try await withAPI { client, _ in
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
            RecordingsAPI.byteRange("bytes=0-1,3-4", length: 10),
        ]
        #expect(bounds == [0...3, 8...9, 8...9, nil, nil])
    }

    /// Concurrent requests take turns: none lands inside another's transaction (a load test found that
    /// an actor alone lets them interleave at every await).
    @Test func concurrentChangesAllApplyOnce() async throws {
        let database = try await LibraryDatabase.inMemory()
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
        try await database.shutdown()
    }

    @Test func theLibraryPersistsInItsFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await LibraryDatabase.sqlite(directory: directory)
        let root = try await first.rootUUID()
        try await first.apply(.create, ChangeObject(name: "Kept", uuid: UUID(), isFolder: true), parentPath: [root])
        try await first.shutdown()
        let second = try await LibraryDatabase.sqlite(directory: directory)
        #expect(try await second.rootUUID() == root)
        #expect(try await second.contents(at: [root]).map(\.name) == ["Kept"])
        try await second.shutdown()
        let attributes = try FileManager.default.attributesOfItem(
            atPath: directory.appendingPathComponent("recordings.sqlite").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
}
