public import Foundation

/// A text alert on screen (the sample's `TextAlertState`): a new folder's name in `parentUuid`, or the
/// name of the take `recordingUuid` just recorded.
public struct TextAlertState: Codable, Equatable, Sendable {
    /// The folder the new item goes into.
    public var parentUuid: UUID
    /// The take being named; nil when creating a folder.
    public var recordingUuid: UUID?

    /// Creates the state of a text alert.
    public init(parentUuid: UUID, recordingUuid: UUID? = nil) {
        self.parentUuid = parentUuid
        self.recordingUuid = recordingUuid
    }
}
