public import Foundation

/// The body of a change (the sample's change object): `{name, uuid, isFolder[, fileDataKey]}`, the audio
/// as base64.
public struct ChangeObject: Codable, Equatable, Sendable {
    /// The item's name.
    public var name: String
    /// Its identity (chosen by the client, so a repeated create is recognised).
    public var uuid: UUID
    /// Whether it is a folder.
    public var isFolder: Bool
    /// A new recording's audio, base64-encoded WAV.
    public var fileDataKey: String?

    /// Creates a change object.
    public init(name: String, uuid: UUID, isFolder: Bool, fileDataKey: String? = nil) {
        self.name = name
        self.uuid = uuid
        self.isFolder = isFolder
        self.fileDataKey = fileDataKey
    }
}
