public import Foundation
public import MAVB
import Services

/// A window's whole view state (the sample's `SplitState`), as view-state adapters: what persists
/// (`Var`, the stack) is encoded for restoration and logged; what does not (`TempVar`: selections,
/// alerts, the record screen, the audio's controls and progress) starts empty after a relaunch.
@MainActor
public final class SplitState: StateContainer {
    /// The folder screens, the root first.
    public let navStack: StackAdapter<FolderState>
    /// The recording loaded into the player.
    public let playState: Var<PlayState?>
    /// Whether the person went back from the player in a compact window (playback goes on; the mini
    /// player shows it).
    public let playerDismissed: Var<Bool>
    /// The text alert on screen.
    public let textAlert = TempVar<TextAlertState>()
    /// The record screen on screen.
    public let recordState = TempVar<RecordState>()
    /// The message alerts on screen, the topmost last.
    public let messages = TempVar<[AlertMessage]>()
    /// What the person is typing into the player's name field and has not submitted with return (a
    /// draft); empty while the field shows the stored name. Navigation empties it, which ends the edit.
    public let nameDraft = TempVar<String>()
    /// What the player's buttons send the audio: events, not state, so nothing is replayed to a new
    /// audio engine (the sample keeps a `TempVar` per play state; ours lives with the window).
    public private(set) lazy var mediaControl = Input<MediaControl>()
    /// The audio engine's view of ``mediaControl``.
    lazy var mediaControls = mediaControl.signal.multicast()
    /// What the audio reports.
    public let mediaState = TempVar<MediaState>()
    /// Connections that live as long as the window's state (the player's rename handling).
    private let lifetime = Lifetime()

    /// A window showing the root folder `rootUuid` and nothing else.
    public convenience init(rootUuid: UUID) {
        self.init(folders: [rootUuid], playState: nil, playerDismissed: false)
    }

    /// A window in a given state.
    public nonisolated init(folders: [UUID], playState: PlayState?, playerDismissed: Bool) {
        navStack = StackAdapter(folders.map { FolderState(folderUuid: $0) })
        self.playState = Var(playState)
        self.playerDismissed = Var(playerDismissed)
    }

    private enum CodingKeys: String, CodingKey {
        case navStack, playState, playerDismissed
    }

    /// Decodes the persisted part: the stack, the loaded recording, whether the player was gone back from.
    public nonisolated init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        navStack = try container.decode(StackAdapter<FolderState>.self, forKey: .navStack)
        playState = try container.decode(Var<PlayState?>.self, forKey: .playState)
        playerDismissed = try container.decodeIfPresent(Var<Bool>.self, forKey: .playerDismissed) ?? Var(false)
    }

    public nonisolated func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(navStack, forKey: .navStack)
        try container.encode(playState, forKey: .playState)
        try container.encode(playerDismissed, forKey: .playerDismissed)
    }

    public var childValues: [any StateContainer] {
        [navStack, playState, playerDismissed, textAlert, recordState, messages, nameDraft, mediaState]
    }

    /// Keeps `subscription` for as long as the window's state.
    func retain(_ subscription: SignalSubscription) {
        lifetime.add(subscription)
    }

    /// Shows `message` over everything else.
    public func show(_ message: AlertMessage) {
        messages.set((messages.value ?? []) + [message])
    }
}
