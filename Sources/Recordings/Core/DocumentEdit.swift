public import Foundation

/// A change to make to a ``RecordingsDocument`` (and the library's file): what the MVC+VS document
/// store's intents and the MAVB store adapter's messages ask for.
public enum DocumentEdit: Equatable, Sendable {
    /// Add a folder named `name` to `parentUUID`, with the identity `uuid`.
    case addFolder(name: String, uuid: UUID, parentUUID: UUID)
    /// Add the recording `uuid`, whose audio was recorded, named `name`, to `parentUUID`.
    case addRecording(name: String, uuid: UUID, parentUUID: UUID)
    /// Remove item `uuid` with everything in it.
    case remove(uuid: UUID)
    /// Rename item `uuid` to `name`.
    case rename(uuid: UUID, name: String)
}
