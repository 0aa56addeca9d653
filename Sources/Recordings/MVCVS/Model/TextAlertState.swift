public import Foundation

/// A text alert on screen and the text typed into it (the book's `TextAlertState(text:parentUUID:
/// recordingUUID:)`): without a recording it asks for a new folder's name in `parentUUID`; with one it
/// asks for the name of the recording just made.
public struct TextAlertState: Codable, Equatable, Sendable {
    /// The text typed so far.
    public var text: String
    /// The folder the new item goes into.
    public var parentUUID: UUID
    /// The recording being named; nil when creating a folder.
    public var recordingUUID: UUID?

    /// Creates the state of a text alert.
    public init(text: String, parentUUID: UUID, recordingUUID: UUID?) {
        self.text = text
        self.parentUUID = parentUUID
        self.recordingUUID = recordingUUID
    }
}
