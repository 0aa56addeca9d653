public import Foundation

/// What an edit did to a folder's rows, with the indexes a table animates (the book's MVC+VS
/// `DocumentStore.Action` and the MAVB store's mutation notification).
public enum DocumentChange: Equatable, Sendable {
    /// `childUUID` was added to `parentUUID` at `newIndex`.
    case added(parentUUID: UUID, childUUID: UUID, newIndex: Int)
    /// `childUUID` was removed from `parentUUID`, where it was at `oldIndex`.
    case removed(parentUUID: UUID, childUUID: UUID, oldIndex: Int)
    /// `childUUID` of `parentUUID` was renamed and moved from `oldIndex` to `newIndex`.
    case renamed(parentUUID: UUID, childUUID: UUID, oldIndex: Int, newIndex: Int)

    /// The folder whose rows changed.
    public var parentUUID: UUID {
        switch self {
        case .added(let parent, _, _), .removed(let parent, _, _), .renamed(let parent, _, _, _): parent
        }
    }

    /// The item that changed.
    public var childUUID: UUID {
        switch self {
        case .added(_, let child, _), .removed(_, let child, _), .renamed(_, let child, _, _): child
        }
    }
}
