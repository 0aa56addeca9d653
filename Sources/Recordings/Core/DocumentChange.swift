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

    /// Whether the change altered item `uuid`: the item itself, or a folder whose list of items it added
    /// to, removed from or reordered (a rename that keeps its place leaves its folder's list as it was).
    public func alters(_ uuid: UUID) -> Bool {
        if childUUID == uuid { return true }
        guard parentUUID == uuid else { return false }
        if case .renamed(_, _, let oldIndex, let newIndex) = self { return oldIndex != newIndex }
        return true
    }
}
