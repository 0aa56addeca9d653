public import RecordingsCore

/// Makes the MVC app's folder screens: chapter 3's `instantiate(_:)` factory (improvement 3, code instead of
/// storyboards), as a value the app delegate is built with. The app delegate asks it for each window's
/// first folder screen and for those restoration needs; a folder screen asks it for the screen of a folder
/// the person selects.
///
/// ``MVCScreens`` makes chapter 3's screens. An app built on these screens passes its own factory, whose
/// folder screens (subclasses of ``FolderViewController``) add what that app adds:
///
/// ```swift
/// RecordingsMVCAppDelegate(context: library, screens: MyScreens())
/// ```
@MainActor
public protocol ScreenFactory: AnyObject {
    /// A screen listing `folder`, whose mini player and player show `sharedPlayer`, that makes the screens
    /// of its subfolders with this factory.
    func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController
}
