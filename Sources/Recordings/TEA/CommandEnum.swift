public import Foundation
public import RecordingsCore
public import Services
import TEA

/// The Recordings commands as comparable values, for tests (the book's `CommandEnum`): one case per
/// factory of ``RecordingsCommand``. Pin `update`'s result to it:
///
/// ```swift
/// let commands: [CommandEnum<RecordState.Message>] = state.update(.save(name: "Hello"))
/// #expect(commands == [._saveRecording(name: "Hello", folder: folder1, url: recorder.url)])
/// ```
///
/// Equality compares every value and ignores the functions (`available`, `submit`), which a test checks
/// by calling them.
public enum CommandEnum<Message: Sendable>: RecordingsCommand {
    case _send(Message)
    case _modalAlert(title: String, message: String?, accept: String, dismissed: Message?)
    case _modalTextAlert(
        title: String, accept: String, cancel: String, placeholder: String, submit: @Sendable (String?) -> Message)
    case _delete(ItemValue)
    case _createFolder(name: String, parent: FolderValue)
    case _createRecorder(available: @Sendable (Result<RecorderHandle, AudioFileError>) -> Message)
    case _load(recording: RecordingValue, available: @Sendable (Result<PlayerHandle, AudioFileError>) -> Message)
    case _togglePlay(PlayerHandle)
    case _seek(PlayerHandle, to: TimeInterval)
    case _changeName(of: RecordingValue, to: String, refused: @Sendable (NameError) -> Message)
    case _stopRecorder(RecorderHandle)
    case _saveRecording(name: String, folder: FolderValue, url: URL)
    case _discardRecording(url: URL)

    public static func send(_ message: Message) -> Self { ._send(message) }
    public static func modalAlert(title: String, message: String?, accept: String, dismissed: Message?) -> Self {
        ._modalAlert(title: title, message: message, accept: accept, dismissed: dismissed)
    }
    public static func modalTextAlert(
        title: String, accept: String, cancel: String, placeholder: String,
        submit: @escaping @Sendable (String?) -> Message
    ) -> Self {
        ._modalTextAlert(title: title, accept: accept, cancel: cancel, placeholder: placeholder, submit: submit)
    }
    public static func delete(_ item: ItemValue) -> Self { ._delete(item) }
    public static func createFolder(name: String, parent: FolderValue) -> Self {
        ._createFolder(name: name, parent: parent)
    }
    public static func createRecorder(
        available: @escaping @Sendable (Result<RecorderHandle, AudioFileError>) -> Message
    ) -> Self {
        ._createRecorder(available: available)
    }
    public static func load(
        recording: RecordingValue, available: @escaping @Sendable (Result<PlayerHandle, AudioFileError>) -> Message
    ) -> Self {
        ._load(recording: recording, available: available)
    }
    public static func togglePlay(_ player: PlayerHandle) -> Self { ._togglePlay(player) }
    public static func seek(_ player: PlayerHandle, to position: TimeInterval) -> Self { ._seek(player, to: position) }
    public static func changeName(
        of recording: RecordingValue, to name: String, refused: @escaping @Sendable (NameError) -> Message
    ) -> Self {
        ._changeName(of: recording, to: name, refused: refused)
    }
    public static func stopRecorder(_ recorder: RecorderHandle) -> Self { ._stopRecorder(recorder) }
    public static func saveRecording(name: String, folder: FolderValue, url: URL) -> Self {
        ._saveRecording(name: name, folder: folder, url: url)
    }
    public static func discardRecording(url: URL) -> Self { ._discardRecording(url: url) }
}

extension CommandEnum: Equatable where Message: Equatable {
    public static func == (lhs: CommandEnum, rhs: CommandEnum) -> Bool {
        switch (lhs, rhs) {
        case (._send(let a), ._send(let b)): a == b
        case (._modalAlert(let t1, let m1, let a1, let d1), ._modalAlert(let t2, let m2, let a2, let d2)):
            t1 == t2 && m1 == m2 && a1 == a2 && d1 == d2
        case (._modalTextAlert(let t1, let a1, let c1, let p1, _), ._modalTextAlert(let t2, let a2, let c2, let p2, _)):
            t1 == t2 && a1 == a2 && c1 == c2 && p1 == p2
        case (._delete(let a), ._delete(let b)): a == b
        case (._createFolder(let n1, let p1), ._createFolder(let n2, let p2)): n1 == n2 && p1 == p2
        case (._createRecorder, ._createRecorder): true
        case (._load(let r1, _), ._load(let r2, _)): r1 == r2
        case (._togglePlay(let a), ._togglePlay(let b)): a == b
        case (._seek(let p1, let t1), ._seek(let p2, let t2)): p1 == p2 && t1 == t2
        case (._changeName(let r1, let n1, _), ._changeName(let r2, let n2, _)): r1 == r2 && n1 == n2
        case (._stopRecorder(let a), ._stopRecorder(let b)): a == b
        case (._saveRecording(let n1, let f1, let u1), ._saveRecording(let n2, let f2, let u2)):
            n1 == n2 && f1 == f2 && u1 == u2
        case (._discardRecording(let a), ._discardRecording(let b)): a == b
        default: false
        }
    }
}
