public import Foundation
public import Services

/// A folder of the document, as a value (the book's MVC+VS `Folder` struct).
///
/// NB: the book keeps `childUUIDs` as a set and sorts on every read (`sortedChildUUIDs(in:)`). We keep
/// them in display order, by name with equal names in the order they arrived: the rule every other
/// pattern's folder follows, so all patterns show the same rows. They are a `ChunkedArray`, so that an
/// item added to or removed from a 100,000-item folder shifts one chunk of the list, not half of it.
public struct DocumentFolder: Codable, Equatable, Sendable {
    /// The folder's identity.
    public var uuid: UUID
    /// Its name; the root folder's is empty.
    public var name: String
    /// The folder that holds it; nil for the root folder.
    public var parentUUID: UUID?
    /// Its items, in display order.
    public var childUUIDs: ChunkedArray<UUID>

    /// Creates a folder value.
    public init(uuid: UUID, name: String, parentUUID: UUID?, childUUIDs: ChunkedArray<UUID> = []) {
        self.uuid = uuid
        self.name = name
        self.parentUUID = parentUUID
        self.childUUIDs = childUUIDs
    }
}
