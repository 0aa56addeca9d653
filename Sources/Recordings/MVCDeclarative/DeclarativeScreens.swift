public import RecordingsCore
public import RecordingsMVC

/// The screens of `mvc-declarative`: MVC's folder screens and record screen, and MVC's player container
/// whose loaded recording shows in a ``DeclarativeRecordingPlayerViewController``.
@MainActor
public final class DeclarativeScreens: ScreenFactory {
    /// Creates the factory.
    public init() {}

    public func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController {
        FolderViewController(folder: folder, sharedPlayer: sharedPlayer, screens: self)
    }

    public func instantiatePlayViewController(sharedPlayer: SharedPlayer) -> any PlayerScreen {
        PlayViewController(sharedPlayer: sharedPlayer) { recording, sharedPlayer in
            DeclarativeRecordingPlayerViewController(recording: recording, sharedPlayer: sharedPlayer)
        }
    }
}
