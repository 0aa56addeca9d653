public import RecordingsCore

/// What a folder screen asks of its coordinator (the book's `FolderViewControllerDelegate`): the screen
/// never creates, pushes or presents another screen itself.
@MainActor
public protocol FolderViewControllerDelegate: AnyObject {
    /// The person selected `item`'s row: push a folder's screen, or show a recording in the player.
    func didSelect(_ item: Item)
    /// The person asked for a new recording in `folder`: present the record screen.
    func createRecording(in folder: Folder)
    /// Restoration found that the screen's folder no longer exists: take the screen off the stack (unless
    /// it is the first one, which then shows the root folder).
    func folderViewControllerLostItsFolder(_ folderViewController: FolderViewController)
}
