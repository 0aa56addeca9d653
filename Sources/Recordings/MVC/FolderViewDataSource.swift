public import RecordingsCore
public import ViewKit

/// The folder screen's table data source, extracted from the controller (chapter 3's improvement 6):
/// the folder's items, one row each, "emoji + name", swipe-to-delete removing the item from the folder.
///
/// Built on the generic ``ArrayDataSource``; only the folder is specific. The controller keeps
/// ``folder`` in step with the model, which refreshes the rows' contents.
@MainActor
public final class FolderViewDataSource: ArrayDataSource<Item> {
    /// The reuse identifiers of the two kinds of row (the storyboard's cell identifiers).
    public enum CellID {
        /// A recording's row.
        public static let recording = "RecordingCell"
        /// A folder's row.
        public static let folder = "FolderCell"
    }

    /// The folder the rows and deletions refer to, shared with the `remove` closure.
    private final class FolderReference {
        var folder: Folder
        init(_ folder: Folder) { self.folder = folder }
    }

    private let reference: FolderReference

    /// The folder shown; setting it (the same folder after a change, or another) refreshes
    /// ``ArrayDataSource/contents``.
    public var folder: Folder {
        get { reference.folder }
        set {
            reference.folder = newValue
            contents = newValue.contents
        }
    }

    /// Creates the data source for `folder`.
    public init(_ folder: Folder) {
        let reference = FolderReference(folder)
        self.reference = reference
        super.init(
            folder.contents,
            identifier: { $0 is Recording ? CellID.recording : CellID.folder },
            remove: { index in
                let folder = reference.folder
                guard folder.contents.indices.contains(index) else { return }
                folder.remove(folder.contents[index])
            },
            configure: { item, cell in cell.configure(for: item) })
    }

    /// Registers the two kinds of cell with `tableView`.
    public func registerCells(with tableView: TableView) {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.recording)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.folder)
    }
}
