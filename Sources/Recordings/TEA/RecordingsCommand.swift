public import Foundation
public import RecordingsCore
public import Services
public import TEA

/// The Recordings app's commands, for the book's testing technique: `update` is generic over this
/// protocol; the driver uses ``TEA/Command`` and tests use ``CommandEnum``, whose values compare with
/// `==`.
public protocol RecordingsCommand: CommandProtocol {
    /// Deletes `item` (recursively for folders) from the library.
    static func delete(_ item: ItemValue) -> Self
    /// Adds a folder named `name` to `parent` (to the root if `parent` is gone).
    static func createFolder(name: String, parent: FolderValue) -> Self
    /// Starts a recorder for a new recording and sends `available` with it, or with the reason none can be
    /// made.
    static func createRecorder(
        available: @escaping @Sendable (Result<RecorderHandle, AudioFileError>) -> Message
    ) -> Self
    /// Opens a player for `recording` and sends `available` with it, or with the reason its audio cannot be
    /// played.
    static func load(
        recording: RecordingValue, available: @escaping @Sendable (Result<PlayerHandle, AudioFileError>) -> Message
    ) -> Self
    /// Plays or pauses.
    static func togglePlay(_ player: PlayerHandle) -> Self
    /// Moves the playback position.
    static func seek(_ player: PlayerHandle, to position: TimeInterval) -> Self
    /// Renames `recording` to `name` (an accepted name); sends `refused` if the library still refuses it.
    static func changeName(
        of recording: RecordingValue, to name: String, refused: @escaping @Sendable (NameError) -> Message
    ) -> Self
    /// Stops `recorder`, which writes its file.
    static func stopRecorder(_ recorder: RecorderHandle) -> Self
    /// Adds the recording recorded at `url` to `folder` as `name`.
    static func saveRecording(name: String, folder: FolderValue, url: URL) -> Self
    /// Deletes the audio recorded at `url`: the recording was not saved.
    static func discardRecording(url: URL) -> Self
}
