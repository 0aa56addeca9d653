public import Foundation

/// A recording of the document, as a value (the book's MVC+VS `Recording` struct); its audio is the file
/// the library names after ``uuid``.
public struct DocumentRecording: Codable, Equatable, Sendable {
    /// The recording's identity, and its audio file's name.
    public var uuid: UUID
    /// Its name.
    public var name: String
    /// The folder that holds it.
    public var parentUUID: UUID

    /// Creates a recording value.
    public init(uuid: UUID, name: String, parentUUID: UUID) {
        self.uuid = uuid
        self.name = name
        self.parentUUID = parentUUID
    }
}
