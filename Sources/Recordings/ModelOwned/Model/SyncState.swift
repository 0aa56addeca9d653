public import Foundation

/// The model-owned client's persisted state, `sync.json` beside the library's document (the document
/// keeps every pattern's format): the queue of pending changes, oldest first, and what the server has
/// confirmed. Written atomically after every change to either, so the queue and what it is compared with
/// never disagree on disk.
public struct SyncState: Codable, Equatable, Sendable {
    /// The file's name in the library's directory.
    public static let fileName = "sync.json"
    /// The format's version.
    public static let currentVersion = 1

    /// The format's version.
    public var version = SyncState.currentVersion
    /// The server this state belongs to (its base URL); another server starts from what nothing is
    /// confirmed.
    public var server: String
    /// The server's root folder, once asked.
    public var serverRoot: UUID?
    /// The local root folder the confirmed items hang from; another root (a library started afresh) makes
    /// them meaningless.
    public var localRoot: UUID
    /// The changes the server has not confirmed, oldest first.
    public var pending: [PendingItem] = []
    /// What the server is known to have.
    public var confirmed: [ConfirmedItem] = []
    /// The next pending change's id.
    public var nextID = 1

    /// Creates the state of a client that has not talked to `server` yet.
    public init(server: String, localRoot: UUID) {
        self.server = server
        self.localRoot = localRoot
    }

    /// Decodes a state, refusing a format newer than this program's.
    static func decode(_ data: Data) throws -> SyncState {
        let state = try JSONDecoder().decode(SyncState.self, from: data)
        guard state.version <= currentVersion else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "it is format \(state.version), newer than this program's"))
        }
        return state
    }

    /// The state as deterministic JSON.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}
