import Foundation
public import RecordingsCore
public import Services

/// The record screen's view model (the reference code's `RecordViewModel`): the recorder, the time
/// recorded so far, and what becomes of the take.
///
/// The screen calls ``start()`` when it appears, ``stop()`` on "Stop", then ``save(name:)`` with the name
/// the person typed (nil for "Cancel"). ``onFinish`` says once how it ended, and the coordinator dismisses
/// the screen: saved (the recording was added to the folder), discarded (its audio file was deleted), or
/// failed (no recorder could be made; the person is told why). Permission denied and a recorder failure
/// discard the take.
@MainActor
public final class RecordViewModel {
    /// How a take ended.
    public enum Outcome {
        /// The recording was named and added to a folder.
        case saved(Recording)
        /// The person cancelled, refused permission, or the recorder failed: the audio file is gone.
        case discarded
        /// No recorder could be made; the error says why.
        case failed(AudioFileError)
    }

    /// Where the recording goes.
    public let folder: Folder
    /// The app's store, audio and clock.
    public let context: RecordingsLibrary
    /// The recording being made; detached, with an empty name, until it is saved.
    public let recording = Recording(name: "", uuid: UUID())
    /// The time recorded so far, "H:MM:SS".
    public let timeLabelText = ObservableProperty(timeString(0))
    /// Told once how the take ended (the book's `dismiss` closure, routed to the coordinator).
    public var onFinish: (@MainActor (Outcome) -> Void)?
    /// The recorder, once recording started.
    public private(set) var audioRecorder: (any AudioRecorder)?
    private var phase = Phase.waiting

    private enum Phase {
        /// Not on screen yet.
        case waiting
        /// Recording (or asking for permission).
        case recording
        /// Stopped; asking for a name.
        case naming
        /// Saved, discarded or failed.
        case finished
    }

    /// Creates the view model of a take for `folder`.
    public init(folder: Folder, context: RecordingsLibrary) {
        self.folder = folder
        self.context = context
    }

    /// Whether the take was stopped and waits for its name.
    public var isNaming: Bool { phase == .naming }

    // MARK: Actions

    /// Starts recording (the screen appeared); does nothing after the first call.
    public func start() {
        guard phase == .waiting else { return }
        phase = .recording
        guard let url = context.store.fileURL(for: recording) else {
            finish(.failed(AudioFileError(.unavailable(reason: "the library has no folder for audio"))))
            return
        }
        do throws(AudioFileError) {
            audioRecorder = try context.audio.makeRecorder(url: url) { [weak self] time in
                self?.recorderStateChanged(time: time)
            }
        } catch {
            finish(.failed(error))
        }
    }

    /// Stops recording (the book's `stop(_:)`).
    ///
    /// - Returns: whether the take now waits for a name (false when it was not recording).
    @discardableResult
    public func stop() -> Bool {
        guard phase == .recording else { return false }
        phase = .naming
        audioRecorder?.stop()
        return true
    }

    /// Saves the take as `name` in the folder, or discards it when `name` is nil (the reference code's
    /// `recordingStopped(title:)`).
    ///
    /// NB: a folder deleted while recording has left the store; the recording then goes to the root folder
    /// rather than being lost. NB: the reference code's `recording.deleted()` leaves the file of a
    /// never-added recording behind; the file is removed through the store.
    /// - Throws: ``NameError`` for an empty or too long name; the take still waits for a name.
    public func save(name: String?) throws(NameError) {
        guard phase == .naming else { return }
        guard let name else {
            finish(.discarded)
            return
        }
        try recording.setName(name)
        let destination = folder.store === context.store ? folder : context.store.rootFolder
        destination.add(recording)
        finish(.saved(recording))
    }

    /// The screen went away without "Save" or "Cancel" (its window closed): the take is discarded, and
    /// nobody is told.
    public func screenLeft() {
        guard phase == .recording || phase == .naming else { return }
        audioRecorder?.stop()
        phase = .finished
        context.store.removeFile(for: recording)
    }

    // MARK: Recorder

    /// A tick of the recorder (the reference code's `recorderStateChanged(time:)`); nil means permission
    /// was denied or recording failed.
    private func recorderStateChanged(time: TimeInterval?) {
        guard phase == .recording || phase == .naming else { return }
        if let time {
            timeLabelText.value = timeString(time)
        } else {
            finish(.discarded)
        }
    }

    private func finish(_ outcome: Outcome) {
        guard phase != .finished else { return }
        phase = .finished
        if case .saved = outcome {} else { context.store.removeFile(for: recording) }
        onFinish?(outcome)
    }
}
