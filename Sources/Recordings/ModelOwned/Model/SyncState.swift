public import Foundation

/// The model-owned client's persisted state beside the library's document (the document keeps every
/// pattern's format): the queue of pending changes, oldest first, and what the server has confirmed.
/// ``SyncStateFile`` keeps it as a snapshot, `sync.json`, and a journal of the changes since. The document
/// is the authority: a queue that lags behind it on disk (a crash between the two saves, a power cut
/// before the journal's sync) is brought level by the comparison at start.
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
    /// The number of the last `sync.journal` record this snapshot holds (0: none); replay skips those.
    public var journalSequence = 0

    /// Creates the state of a client that has not talked to `server` yet.
    public init(server: String, localRoot: UUID) {
        self.server = server
        self.localRoot = localRoot
    }

    /// Decodes a state; a file written before the journal existed holds no record.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        server = try container.decode(String.self, forKey: .server)
        serverRoot = try container.decodeIfPresent(UUID.self, forKey: .serverRoot)
        localRoot = try container.decode(UUID.self, forKey: .localRoot)
        pending = try container.decode([PendingItem].self, forKey: .pending)
        confirmed = try container.decode([ConfirmedItem].self, forKey: .confirmed)
        nextID = try container.decode(Int.self, forKey: .nextID)
        journalSequence = try container.decodeIfPresent(Int.self, forKey: .journalSequence) ?? 0
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
