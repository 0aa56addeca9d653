public import RecordingsCore
import RecordingsUI
public import ViewKit

/// Makes the MVC app's screens: chapter 3's `instantiate(_:)` factory (improvement 3, code instead of
/// storyboards), as a value the app delegate is built with. The app delegate asks it for each window's
/// first folder screen, its player, and the screens restoration needs; a folder screen asks it for the
/// screen of a folder the person selects, the player of a recording and the record screen.
///
/// ``MVCScreens`` makes chapter 3's screens. An app built on these screens passes its own factory, whose
/// folder screens (subclasses of ``FolderViewController``) or players and record screens add or change
/// what that app does; the chapters' lesson variants and the model-owned client are built this way:
///
/// ```swift
/// RecordingsMVCAppDelegate(context: library, screens: MyScreens())
/// ```
@MainActor
public protocol ScreenFactory: AnyObject {
    /// A screen listing `folder`, whose mini player and player show `sharedPlayer`, that makes the screens
    /// of its subfolders with this factory.
    func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController

    /// The player of `sharedPlayer`'s recording, with the restoration identifier `RestorationID.player`
    /// (chapter 3's ``PlayViewController`` by default).
    func instantiatePlayViewController(sharedPlayer: SharedPlayer) -> any PlayerScreen

    /// The record screen that saves a new recording into `folder` (chapter 3's ``RecordViewController`` by
    /// default).
    func instantiateRecordViewController(_ folder: Folder, context: RecordingsLibrary) -> ViewController
}

extension ScreenFactory {
    public func instantiatePlayViewController(sharedPlayer: SharedPlayer) -> any PlayerScreen {
        PlayViewController(sharedPlayer: sharedPlayer)
    }

    public func instantiateRecordViewController(_ folder: Folder, context: RecordingsLibrary) -> ViewController {
        RecordViewController(folder: folder, context: context)
    }

    /// This factory's player in its own navigation controller: what a folder screen shows as the split
    /// view's detail (the book's `showPlayer` segue), with the restoration identifier
    /// `RestorationID.playerNavigation`.
    public func instantiatePlayerNavigationController(sharedPlayer: SharedPlayer) -> NavigationController {
        let navigation = NavigationController(
            rootViewController: instantiatePlayViewController(sharedPlayer: sharedPlayer))
        navigation.restorationIdentifier = RestorationID.playerNavigation
        return navigation
    }
}
