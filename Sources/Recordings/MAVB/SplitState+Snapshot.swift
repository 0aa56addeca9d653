public import Foundation
import MAVB

extension SplitState {
    /// The persisted part of a split state as plain values: exactly what ``SplitState/encode(to:)`` writes
    /// (the folder screens' UUIDs, the loaded recording, whether the player was gone back from).
    ///
    /// A window's history records one per change. Comparing and keeping these values costs next to
    /// nothing, while encoding the state tree to JSON costs tens of microseconds; the history writes an
    /// entry's JSON when the inspector or a journey back in time first asks for it, by encoding
    /// ``SplitState/init(_:)`` of the snapshot through the same `Codable` path as restoration.
    public struct Snapshot: Equatable, Sendable {
        /// The folder screens' folders, the root first.
        public var folders: [UUID]
        /// The recording loaded into the player.
        public var playState: PlayState?
        /// Whether the person went back from the player in a compact window.
        public var playerDismissed: Bool
    }

    /// The persisted part of the state now.
    public var snapshot: Snapshot {
        Snapshot(
            folders: navStack.value.map(\.folderUuid), playState: playState.value,
            playerDismissed: playerDismissed.value)
    }

    /// A state whose persisted part is `snapshot` (and whose transient part is empty, as after a
    /// restoration).
    public convenience init(_ snapshot: Snapshot) {
        self.init(folders: snapshot.folders, playState: snapshot.playState, playerDismissed: snapshot.playerDismissed)
    }
}
