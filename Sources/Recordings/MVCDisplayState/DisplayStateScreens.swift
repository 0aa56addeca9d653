public import RecordingsCore
public import RecordingsMVC
public import ViewKit

/// The screens of chapter 3's MVC app with the display-state lesson applied: MVC's folder screens and mini
/// player, with this module's ``PlayViewController`` and ``RecordViewController``, each drawing its views
/// from one `DisplayState` value.
@MainActor
public final class DisplayStateScreens: ScreenFactory {
    /// Creates the factory.
    public init() {}

    /// MVC's folder screen, whose selected folders, player and record screen come from this factory.
    public func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController {
        FolderViewController(folder: folder, sharedPlayer: sharedPlayer, screens: self)
    }

    /// The player whose views come from one ``PlayViewController/DisplayState``.
    public func instantiatePlayViewController(sharedPlayer: SharedPlayer) -> any PlayerScreen {
        PlayViewController(sharedPlayer: sharedPlayer)
    }

    /// The record screen whose views come from one ``RecordViewController/DisplayState``.
    public func instantiateRecordViewController(_ folder: Folder, context: RecordingsLibrary) -> ViewController {
        RecordViewController(folder: folder, context: context)
    }
}
