public import Foundation

/// The view state of the record screen (the book names `RecordViewState` without detailing it): where
/// the recording goes, the UUID its audio file is named after, and how long it has recorded.
public struct RecordViewState: Codable, Equatable, Sendable {
    /// What the record screen's view state can change by.
    public enum Action: Equatable, Sendable {
        /// The recorder reported its time (continuous: neither logged nor in the history).
        case recorded
    }

    /// The folder the recording is added to.
    public var parentUUID: UUID
    /// The new recording's UUID.
    public var recordingUUID: UUID
    /// The time recorded so far, in seconds.
    public var progress: Double

    /// The state of a record screen for a new recording `recordingUUID` in `parentUUID`.
    public init(parentUUID: UUID, recordingUUID: UUID, progress: Double = 0) {
        self.parentUUID = parentUUID
        self.recordingUUID = recordingUUID
        self.progress = progress
    }
}
