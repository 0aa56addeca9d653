public import Foundation

/// The view state of one folder screen of the navigation stack (the book's `FolderViewState`): which
/// folder it shows, whether it is in edit mode, and how far it is scrolled.
public struct FolderViewState: Codable, Equatable, Sendable {
    /// What a folder screen's view state can change by.
    public enum Action: Equatable, Sendable {
        /// Edit mode of the screen at `index` changed.
        case changedEditing(index: Int)
        /// The screen at `index` scrolled.
        case scrolled(index: Int)
    }

    /// The folder shown.
    public var folderUUID: UUID
    /// Whether the table is in edit mode.
    public var editing: Bool
    /// The table's vertical scroll offset, in points.
    public var scrollOffset: Double

    /// The state of a screen showing folder `uuid`, not editing, at the top.
    public init(uuid: UUID, editing: Bool = false, scrollOffset: Double = 0) {
        folderUUID = uuid
        self.editing = editing
        self.scrollOffset = scrollOffset
    }
}
