public import RecordingsCore
public import ViewKit

/// The folder screen's table data source, extracted from the controller (chapter 3's improvement 6):
/// the folder's items, one row each, "emoji + name", swipe-to-delete removing the item from the folder.
///
/// Built on the generic ``ArrayDataSource``; only the folder is specific. The rows are the folder's own
/// array, read when the table asks (the book's data source holds a copy, which at 100,000 items made
/// every change of the folder copy the whole array: the copy shared the folder's storage); the
/// controller keeps ``folder`` in step with the model.
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

    /// The folder shown; its items are ``ArrayDataSource/contents``.
    public var folder: Folder {
        get { reference.folder }
        set { reference.folder = newValue }
    }

    /// Creates the data source for `folder`.
    public init(_ folder: Folder) {
        let reference = FolderReference(folder)
        self.reference = reference
        super.init(
            reading: { reference.folder.contents },
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
