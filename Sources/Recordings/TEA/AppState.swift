import Foundation

/// The whole state of one Recordings window in TEA (the book's `AppState`): the navigation stack of
/// folders, the playback and the recorder. ``update(_:)`` is its only mutator.
///
/// The mini player needs nothing new: the playback (``playState``) is already part of the state, so the
/// mini player at the bottom of every folder screen is one more view of it (``miniPlayer``), and both
/// players send the same messages. Going back from the player in a compact window keeps the playback and
/// only sets ``playerDismissed``.
///
/// Restoration encodes the folder path, the loaded recording as UUIDs and whether the player was
/// dismissed; decoding resolves them against the library's current root, which the decoder reads from
/// `userInfo[AppState.rootFolderKey]` (folders that are gone drop out, the root is always the current
/// one). The record screen is never restored, and the player is reopened (paused) by
/// ``restoredCommands``.
public struct AppState: Equatable {
    /// The `Decoder.userInfo` key of the library's current root ``FolderValue``.
    public static let rootFolderKey = CodingUserInfoKey(rawValue: "recordings.tea.rootFolder")

    /// The navigation stack, the root first; never empty.
    public internal(set) var folders: [FolderValue]
    /// The playback of the loaded recording, shown by the player and the mini player.
    public internal(set) var playState: PlayerState?
    /// Whether the person went back from the player in a compact window: playback goes on (the mini
    /// player shows it), and the collapsed split view does not show the player again until a recording
    /// is selected or the mini player is tapped.
    public internal(set) var playerDismissed = false
    /// The record screen, while recording.
    public internal(set) var recordState: RecordState?
    /// A recording that restoration selected and whose player is not open yet.
    public internal(set) var pendingRecording: RecordingValue?

    /// The state of a window showing `rootFolder` (the book's `AppState(rootFolder:)`).
    public init(rootFolder: FolderValue) {
        folders = [rootFolder]
    }

    /// The folder shown on top of the stack.
    public var currentFolder: FolderValue {
        folders[folders.count - 1]
    }

    /// Replaces the stack; the root always stays.
    mutating func setFolders(_ newFolders: [FolderValue]) {
        folders = newFolders.isEmpty ? [folders[0]] : newFolders
    }
}

extension AppState: Codable {
    private enum CodingKeys: String, CodingKey {
        case folderPath
        case recording
        case playerDismissed
    }

    /// Why a state cannot be decoded.
    public struct DecodingFailure: Error, CustomStringConvertible {
        public var description: String {
            "AppState needs the library's root folder in the decoder's userInfo[AppState.rootFolderKey]."
        }
    }

    public init(from decoder: any Decoder) throws {
        guard let key = Self.rootFolderKey, let root = decoder.userInfo[key] as? FolderValue else {
            throw DecodingFailure()
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = try container.decode([UUID].self, forKey: .folderPath)
        self.init(rootFolder: root)
        folders += path.dropFirst().compactMap { uuid in
            guard case .folder(let folder)? = root.find(uuid: uuid) else { return nil }
            return folder
        }
        if let uuid = try container.decodeIfPresent(UUID.self, forKey: .recording),
            case .recording(let recording)? = root.find(uuid: uuid)
        {
            pendingRecording = recording
        }
        playerDismissed = try container.decodeIfPresent(Bool.self, forKey: .playerDismissed) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(folders.map(\.uuid), forKey: .folderPath)
        try container.encodeIfPresent(playState?.recording.uuid ?? pendingRecording?.uuid, forKey: .recording)
        try container.encode(playerDismissed, forKey: .playerDismissed)
    }
}
