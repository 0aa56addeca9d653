public import Foundation

/// A folder of the document, as a value (the book's MVC+VS `Folder` struct).
///
/// NB: the book keeps `childUUIDs` as a set and sorts on every read (`sortedChildUUIDs(in:)`). We keep
/// them in display order, by name with equal names in the order they arrived: the rule every other
/// pattern's folder follows, so all patterns show the same rows.
public struct DocumentFolder: Codable, Equatable, Sendable {
    /// The folder's identity.
    public var uuid: UUID
    /// Its name; the root folder's is empty.
    public var name: String
    /// The folder that holds it; nil for the root folder.
    public var parentUUID: UUID?
    /// Its items, in display order.
    public var childUUIDs: [UUID]

    /// Creates a folder value.
    public init(uuid: UUID, name: String, parentUUID: UUID?, childUUIDs: [UUID] = []) {
        self.uuid = uuid
        self.name = name
        self.parentUUID = parentUUID
        self.childUUIDs = childUUIDs
    }
}
