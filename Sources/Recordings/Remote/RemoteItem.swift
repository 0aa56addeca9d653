public import Foundation

/// One item of a folder's contents as the API lists it (the sample's `{name, uuid, isFolder}`).
public struct RemoteItem: Codable, Equatable, Sendable {
    /// The item's name.
    public var name: String
    /// Its identity.
    public var uuid: UUID
    /// Whether it is a folder (else a recording).
    public var isFolder: Bool

    /// Creates a record.
    public init(name: String, uuid: UUID, isFolder: Bool) {
        self.name = name
        self.uuid = uuid
        self.isFolder = isFolder
    }
}
