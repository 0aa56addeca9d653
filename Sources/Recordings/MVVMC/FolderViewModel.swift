public import Bindings
import Foundation
@preconcurrency public import OpenCombine
public import RecordingsCore

/// The folder screen's view model (the book's MVVM-C `FolderViewModel`): the folder shown is an input;
/// its title and its rows are outputs, pipelines of transformations over the folder and its changes.
///
/// `folderUntilDeleted` is the book's central pipeline: the current folder at once, again after every
/// change of it or of its items, and `nil` once when it is deleted; setting ``folder`` switches to the new
/// folder. The outputs map it, and share it with replay of the latest value, so the title and the rows
/// read one subscription and a late subscriber gets the current value.
@MainActor
public final class FolderViewModel {
    /// The folder shown; the coordinator sets it.
    public let folder: CurrentValueSubject<Folder, Never>
    private let store: Store
    private let folderUntilDeleted: Publishers.ShareReplay<AnyPublisher<Folder?, Never>>

    /// Creates the view model of `initialFolder`, which must belong to `store`.
    public init(initialFolder: Folder, store: Store) {
        self.store = store
        let folder = CurrentValueSubject<Folder, Never>(initialFolder)
        self.folder = folder
        folderUntilDeleted =
            folder
            .map { [store] current -> AnyPublisher<Folder?, Never> in
                Just<Folder?>(current)
                    .append(current.changes(in: store).map { current as Folder? })
                    .prefix(untilOutputFrom: current.deletion(in: store))
                    .append(Just<Folder?>(nil))
                    .eraseToAnyPublisher()
            }
            .switchToLatest()
            .eraseToAnyPublisher()
            .share(replay: 1)
    }

    /// NB: isolated, so the subscriptions it releases end on the main actor, where the store's observers
    /// live, wherever the last reference goes.
    isolated deinit {}

    // MARK: Outputs

    /// The navigation bar's title: "Recordings" for the root folder, the name otherwise, and "" once the
    /// folder is deleted.
    public var navigationTitle: AnyPublisher<String, Never> {
        folderUntilDeleted
            .map { folder in folder.map { RecordingsStrings.title(for: $0) } ?? "" }
            .eraseToAnyPublisher()
    }

    /// The table's one section: the folder's items, or no items once the folder is deleted.
    public var folderContents: AnyPublisher<[SectionModel<Int, Item>], Never> {
        folderUntilDeleted
            .map { folder in [SectionModel(model: 0, items: folder?.contents ?? [])] }
            .eraseToAnyPublisher()
    }

    /// A row's text: "📁  name" or "🔊  name" (the sample's `text(for:)`).
    public static func text(for item: Item) -> String {
        RecordingsStrings.rowText(for: item)
    }

    // MARK: Inputs

    /// Adds a folder named `name` (trimmed) to the folder shown; nil (a cancelled prompt) does nothing.
    ///
    /// - Throws: ``NameError`` for an empty or too long name; nothing is created then.
    public func create(folderNamed name: String?) throws(NameError) {
        guard let name else { return }
        let validated = try Item.validatedName(name)
        folder.value.add(Folder(name: validated, uuid: UUID()))
    }

    /// Removes `item` from the folder shown.
    public func deleteItem(_ item: Item) {
        folder.value.remove(item)
    }
}
