public import RecordingsCore
public import RecordingsMVC

/// The model-owned app's screens: MVC's, with folder screens that reload from the server and show what it
/// has not confirmed (``SyncingFolderViewController``).
@MainActor
public final class SyncingScreens: ScreenFactory {
    /// The library's sync with the server, shared by every folder screen.
    public let remote: any RemoteSync

    /// Creates the factory for `remote`.
    public init(remote: any RemoteSync) {
        self.remote = remote
    }

    public func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController {
        SyncingFolderViewController(folder: folder, sharedPlayer: sharedPlayer, screens: self, remote: remote)
    }
}
