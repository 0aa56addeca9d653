public import Foundation

/// The record screen on screen (the sample's `RecordState`): where the take goes and its UUID.
public struct RecordState: Codable, Equatable, Sendable {
    /// The folder the recording is added to.
    public var parentUuid: UUID
    /// The take's UUID, which names its audio file.
    public var recordingUuid: UUID

    /// A record screen for a new take in `parentUuid`.
    public init(parentUuid: UUID, recordingUuid: UUID = UUID()) {
        self.parentUuid = parentUuid
        self.recordingUuid = recordingUuid
    }
}
