public import RecordingsCore

/// What a folder screen asks of its coordinator: the screen never shows another screen itself.
@MainActor
public protocol FolderViewControllerDelegate: AnyObject {
    /// The person selected `item`: a folder to open or a recording to play.
    func didSelect(_ item: Item)
    /// The person asked to record into `folder`.
    func createRecording(in folder: Folder)
}
