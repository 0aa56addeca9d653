public import Foundation

/// The view state of a whole window (the book's `SplitViewState`): the folder screens on the navigation
/// stack, the player, and the modal screens, as one `Codable` value that can be logged, restored and
/// travelled through.
public struct SplitViewState: Codable, Equatable, Sendable {
    /// What the window's structure can change by (the book's `SplitViewState.Action`).
    public enum Action: Equatable, Sendable {
        /// A folder screen was pushed (the book's `.pushFolderView`).
        case pushFolderView
        /// The stack was cut to `depth` folder screens.
        case popFolderViews(depth: Int)
        /// Another recording (or none) was loaded into the player.
        case changedPlaySelection
        /// The player was dismissed in a compact window, or asked for again.
        case changedPlayerVisibility
        /// The record screen appeared or went.
        case changedRecordView
        /// A text alert appeared or went.
        case changedTextAlert
        /// Text was typed into the text alert.
        case changedTextAlertText
        /// A message alert appeared or went.
        case changedMessages
    }

    /// The folder screens, the root first; never empty.
    public var folderViews: [FolderViewState]
    /// The player.
    public var playView: PlayViewState
    /// The record screen, while it is up.
    public var recordView: RecordViewState?
    /// The text alert, while it is up.
    public var textAlert: TextAlertState?
    /// The message alerts, the topmost last.
    public var messages: [MessageAlertState]

    /// A window showing only the root folder `rootFolderUUID`.
    public init(rootFolderUUID: UUID) {
        self.init(folderViews: [FolderViewState(uuid: rootFolderUUID)], playView: PlayViewState())
    }

    /// A window in the given state.
    public init(
        folderViews: [FolderViewState], playView: PlayViewState, recordView: RecordViewState? = nil,
        textAlert: TextAlertState? = nil, messages: [MessageAlertState] = []
    ) {
        self.folderViews = folderViews
        self.playView = playView
        self.recordView = recordView
        self.textAlert = textAlert
        self.messages = messages
    }

    private enum CodingKeys: String, CodingKey {
        case folderViews, playView, recordView, textAlert, messages
    }

    /// Decodes a state; `messages` may be missing (the book's logs have none), `folderViews` may not be
    /// empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        folderViews = try container.decode([FolderViewState].self, forKey: .folderViews)
        guard !folderViews.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .folderViews, in: container, debugDescription: "a window shows at least the root folder")
        }
        playView = try container.decodeIfPresent(PlayViewState.self, forKey: .playView) ?? PlayViewState()
        recordView = try container.decodeIfPresent(RecordViewState.self, forKey: .recordView)
        textAlert = try container.decodeIfPresent(TextAlertState.self, forKey: .textAlert)
        messages = try container.decodeIfPresent([MessageAlertState].self, forKey: .messages) ?? []
    }

    /// The state worth restoring after a relaunch: the stack and the loaded recording, paused at the
    /// start, without modal screens or edit mode.
    ///
    /// NB: the book restores the whole view state. Every pattern of this project promises the same app,
    /// and none restores a modal screen (the record scene least of all: its take is gone) or edit mode, so
    /// the saved state leaves them out; a state loaded with `reloadAndNotify(jsonData:)`
    /// (the book's tests, the inspector) is applied whole.
    public var restorable: SplitViewState {
        var state = self
        state.recordView = nil
        state.textAlert = nil
        state.messages = []
        state.playView.playState = nil
        for index in state.folderViews.indices { state.folderViews[index].editing = false }
        return state
    }
}
