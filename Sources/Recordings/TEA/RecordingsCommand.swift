public import Foundation
public import RecordingsCore
public import Services
public import TEA

/// The Recordings app's commands, each declared once: `update` returns them, the driver runs them
/// (``run(in:)``, the one interpreter, in `RecordingsCommand+Run`), and tests compare them with `==`
/// (the book's `CommandEnum`, without a second type):
///
/// ```swift
/// let commands: [RecordingsCommand<RecordState.Message>] = state.update(.save(name: "Hello"))
/// #expect(commands == [.saveRecording(name: "Hello", folder: folder1, url: recorder.url)])
/// ```
///
/// Equality compares every value; the ``TEA/Reply`` functions (`available`, `submit`, `refused`) compare
/// equal, and a test checks them by calling them.
public enum RecordingsCommand<Message: Sendable>: Command {
    public typealias Environment = RecordingsClients

    /// Tells the person something, with one button titled `accept` that sends `dismissed` (if any).
    case modalAlert(title: String, message: String?, accept: String, dismissed: Message? = nil)
    /// Asks the person for a text; `submit` gets it, or nil when they cancel.
    case modalTextAlert(
        title: String, accept: String, cancel: String, placeholder: String, submit: Reply<String?, Message>)
    /// Deletes `item` (recursively for folders) from the library.
    case delete(ItemValue)
    /// Adds a folder named `name` to `parent` (to the root if `parent` is gone).
    case createFolder(name: String, parent: FolderValue)
    /// Starts a recorder for a new recording and sends `available` with it, or with the reason none can be
    /// made.
    case createRecorder(available: Reply<Result<RecorderHandle, AudioFileError>, Message>)
    /// Opens a player for `recording` and sends `available` with it, or with the reason its audio cannot be
    /// played.
    case load(recording: RecordingValue, available: Reply<Result<PlayerHandle, AudioFileError>, Message>)
    /// Plays or pauses.
    case togglePlay(PlayerHandle)
    /// Moves the playback position.
    case seek(PlayerHandle, to: TimeInterval)
    /// Ends the person's edit of the text field labelled `field` (Elm's `Dom.blur`): the field gives up
    /// the focus and sends its end-of-editing message; nothing happens when it has no focus.
    case endEditing(field: String)
    /// Renames `recording` to `name` (an accepted name); sends `refused` if the library still refuses it.
    case changeName(of: RecordingValue, to: String, refused: Reply<NameError, Message>)
    /// Stops `recorder`, which writes its file.
    case stopRecorder(RecorderHandle)
    /// Adds the recording recorded at `url` to `folder` as `name`.
    case saveRecording(name: String, folder: FolderValue, url: URL)
    /// Deletes the audio recorded at `url`: the recording was not saved.
    case discardRecording(url: URL)
}

extension RecordingsCommand: Equatable where Message: Equatable {}
