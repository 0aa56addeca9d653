public import RecordingsCore
public import RecordingsMVC

/// What a folder screen asks of its coordinator (chapter 4's "Lessons to Be Learned": coordinators in MVC).
/// The screen says what the person did; it never pushes, presents, shows or removes a screen itself.
///
/// Each method names the screen that asks, so one coordinator serves every window: it finds the window's
/// navigation and split view controllers from that screen.
@MainActor
public protocol FolderViewControllerDelegate: AnyObject {
    /// The person selected `item` on `controller`: a folder to open or a recording to play.
    func folderViewController(_ controller: FolderViewController, didSelect item: Item)
    /// The person asked to record a new recording into `controller`'s folder.
    func folderViewControllerDidAskToRecord(_ controller: FolderViewController)
    /// The person tapped the name in `controller`'s mini player: the loaded recording's player is wanted.
    func folderViewControllerDidAskForPlayer(_ controller: FolderViewController)
    /// `controller`'s folder was deleted, so its screen has nothing left to show.
    func folderViewControllerDidLoseFolder(_ controller: FolderViewController)
}
