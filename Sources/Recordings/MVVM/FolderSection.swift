public import Foundation
public import RecordingsCore

/// One section of a folder's table, as ``FolderViewModel/folderContents`` emits it: the counterpart of
/// RxDataSources' `AnimatableSectionModel<Int, Item>` in the book's MVVM-C app.
///
/// ``identity`` plays the part of the section model: the folder's uuid. A view showing the section
/// animates row changes while the identity stays the same and reloads when it changes (another folder).
public struct FolderSection {
    /// The uuid of the folder the rows belong to.
    public let identity: UUID
    /// The folder's items, one row each, in display order.
    public let items: [Item]

    /// Creates a section of `items` for the folder with uuid `identity`.
    public init(identity: UUID, items: [Item]) {
        self.identity = identity
        self.items = items
    }
}
