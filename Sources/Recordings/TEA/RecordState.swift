public import Foundation
import RecordingsCore
import TEA

/// The record screen's state (the book's `RecordState`): where the recording goes, the recorder, the
/// seconds recorded, and how far the person got. Never restored.
public struct RecordState: Equatable {
    /// How far recording got.
    public enum Phase: Equatable, Sendable {
        /// Recording (or waiting for permission).
        case recording
        /// Stopped; asking for a name.
        case naming
        /// Saved under a name: the screen closes.
        case saved
        /// Cancelled or failed: the screen closes and the audio is deleted.
        case discarded
    }

    /// The record screen's messages.
    public enum Message: Equatable, Sendable {
        /// The person tapped Stop.
        case stop
        /// Ask (again) for the recording's name.
        case askForName
        /// The person named the recording (nil: cancelled).
        case save(name: String?)
        /// The recorder reported the seconds recorded, or nil for a failure.
        case progressChanged(TimeInterval?)
    }

    /// The folder the recording goes into.
    public let folder: FolderValue
    /// The recorder.
    public let recorder: RecorderHandle
    /// Seconds recorded so far.
    public internal(set) var duration: TimeInterval = 0
    /// How far recording got.
    public internal(set) var phase = Phase.recording

    /// Creates the state of a recording into `folder` (the book's `RecordState(folder:recorder:)`).
    public init(folder: FolderValue, recorder: RecorderHandle) {
        self.folder = folder
        self.recorder = recorder
    }

    /// Whether the screen is done (saved or discarded).
    public var isFinished: Bool { phase == .saved || phase == .discarded }

    /// The book's update: the commands speak this state's messages.
    public mutating func update(_ message: Message) -> [RecordingsCommand<Message>] {
        update(message, lift: { $0 })
    }

    /// Updates the state; the commands speak a containing state's messages, made with `lift`.
    ///
    /// A nil name (Cancel) returns no command, as in the book; the app state then deletes the audio. An
    /// unacceptable name is explained in an alert whose OK asks again (the book's comment: "show that we
    /// can't save"; the MVC app does this).
    public mutating func update<Lifted: Sendable>(
        _ message: Message, lift: @escaping @Sendable (Message) -> Lifted
    ) -> [RecordingsCommand<Lifted>] {
        switch message {
        case .stop:
            guard phase == .recording else { return [] }
            phase = .naming
            return [.stopRecorder(recorder)] + update(.askForName, lift: lift)
        case .askForName:
            guard phase == .naming else { return [] }
            return [
                .modalTextAlert(
                    title: RecordingsStrings.saveRecording, accept: RecordingsStrings.save,
                    cancel: RecordingsStrings.cancel, placeholder: RecordingsStrings.nameForRecording,
                    submit: Reply { lift(.save(name: $0)) })
            ]
        case .save(let name):
            guard phase == .naming else { return [] }
            guard let name else {
                phase = .discarded
                return []
            }
            do throws(NameError) {
                let accepted = try Item.validatedName(name)
                phase = .saved
                return [.saveRecording(name: accepted, folder: folder, url: recorder.url)]
            } catch {
                return [
                    .modalAlert(
                        title: RecordingsStrings.invalidName, message: error.description, accept: RecordingsStrings.ok,
                        dismissed: lift(.askForName))
                ]
            }
        case .progressChanged(let time):
            if let time {
                duration = time
            } else if !isFinished {
                phase = .discarded
            }
            return []
        }
    }
}
