public import Foundation
public import RecordingsCore
import Services

/// The folder screen's view model: the book's `FolderViewModel` in its "less reactive" form (variant A),
/// with plain observable properties instead of RxSwift subjects.
///
/// Input: ``folder``, set by the coordinator (and by restoration). Outputs: ``navigationTitle`` and
/// ``folderContents``. Actions: ``create(folderNamed:)`` and ``deleteItem(_:)`` call the model and change
/// nothing else; the outputs change only when the store reports the change (the book's unidirectional
/// loop).
///
/// Emission contract (the book's `folderUntilDeleted`, which the sample's tests count):
/// - Setting ``folder`` emits both outputs once, even for the same folder.
/// - Every store change of the folder itself (a rename) or of one of its direct children (added, removed,
///   renamed) emits both outputs once, with no duplicate filtering.
/// - The folder's own removal emits `""` and one empty section, once. Deleting a folder first removes its
///   children, each of which emits, so deleting a folder with two items emits three times.
@MainActor
public final class FolderViewModel {
    /// The folder shown. Setting it emits both outputs (the book's `didSet`).
    public var folder: Folder {
        didSet { emit() }
    }

    /// The screen's title: "Recordings" for the root folder, the folder's name otherwise, `""` once the
    /// folder was deleted.
    public let navigationTitle: ObservableProperty<String>
    /// The table's one section: the folder's items, no items once the folder was deleted.
    public let folderContents: ObservableProperty<[FolderSection]>

    private let store: Store
    private var storeObservation: StoreObservation?

    /// Creates the view model of `folder`, observing `store` for its changes.
    ///
    /// NB: the book's `init()` observes `Store.shared` and leaves `folder` implicitly unwrapped until the
    /// coordinator sets it; here the store and the first folder are passed in, so no output is ever
    /// missing and tests never touch a shared store.
    public init(folder: Folder, store: Store) {
        self.folder = folder
        self.store = store
        navigationTitle = ObservableProperty(RecordingsStrings.title(for: folder))
        folderContents = ObservableProperty([FolderSection(identity: folder.uuid, items: folder.contents)])
        storeObservation = store.addObserver { [weak self] change in self?.handle(change) }
    }

    // MARK: Actions

    /// Adds a folder named `name` to ``folder`` (the book's `create(folderNamed:)`); nil does nothing.
    ///
    /// - Throws: ``NameError`` when the name is empty or too long; then nothing is created.
    public func create(folderNamed name: String?) throws(NameError) {
        guard let name else { return }
        let valid = try Item.validatedName(name)
        folder.add(Folder(name: valid, uuid: UUID()))
    }

    /// Removes `item` from ``folder``, with everything it owns.
    public func deleteItem(_ item: Item) {
        folder.remove(item)
    }

    /// Shows the folder at `uuidPath` (state restoration's decoding), if the store still has one there.
    ///
    /// - Returns: false when no folder is at that path; ``folder`` is then unchanged.
    public func restoreFolder(atUUIDPath uuidPath: [UUID]) -> Bool {
        guard let restored = store.item(atUUIDPath: uuidPath) as? Folder else { return false }
        folder = restored
        return true
    }

    // MARK: Observing the model

    /// The book's `handleChangeNotification`: the folder's removal empties the outputs; a rename of the
    /// folder or any change among its children re-emits them.
    private func handle(_ change: StoreChange) {
        if change.item === folder {
            if change.reason == .removed {
                navigationTitle.value = ""
                folderContents.value = [FolderSection(identity: folder.uuid, items: [])]
            } else {
                emit()
            }
        }
        if change.parent === folder {
            emit()
        }
    }

    private func emit() {
        navigationTitle.value = RecordingsStrings.title(for: folder)
        folderContents.value = [FolderSection(identity: folder.uuid, items: folder.contents)]
    }
}
