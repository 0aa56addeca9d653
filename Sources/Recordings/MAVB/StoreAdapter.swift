public import Foundation
public import MAVB
public import RecordingsCore

/// The document's model adapter (the sample's `StoreAdapter`): the library as values keyed by UUID in a
/// ``MAVB/FilteredAdapter``, changed only by messages sent to ``input`` and read only through signals.
///
/// The reducer applies each message to the library's store (which writes the shared file) and to the
/// values, and notifies the change with the indexes the tables animate. Every observation is a filtered
/// signal with its own state: ``folderContentsSignal(_:)`` forwards the changes of one folder as sorted
/// array mutations and completes when the folder is deleted; ``itemSignal(_:)`` follows one item.
@MainActor
public final class StoreAdapter {
    /// What the store can be asked to do (the sample's `.removeItem(uuid:)`, `.renameItem(uuid:newName:)`,
    /// and the additions).
    public enum Message: Equatable, Sendable {
        /// Add a folder named `name` to `parentUuid`.
        case addFolder(name: String, parentUuid: UUID)
        /// Add the recorded take `uuid`, named `name`, to `parentUuid` (the root when the folder is gone).
        case addRecording(uuid: UUID, name: String, parentUuid: UUID)
        /// Remove item `uuid` and everything in it.
        case removeItem(uuid: UUID)
        /// Rename item `uuid`.
        case renameItem(uuid: UUID, newName: String)
    }

    /// What observers hear: one folder's rows changed, or everything may have (`nil` on the first call).
    public enum Notification: Equatable, Sendable {
        /// A change of one folder's rows.
        case change(DocumentChange)
    }

    /// The library: the file, the audio backend and the clock.
    public let library: RecordingsLibrary
    private let adapter: FilteredAdapter<RecordingsDocument, Message, Notification>

    /// The adapter of `library`'s tree.
    public init(library: RecordingsLibrary) {
        self.library = library
        adapter = FilteredAdapter(initialState: RecordingsDocument(root: library.store.rootFolder)) {
            document, message in
            try Self.reduce(&document, message, library: library).map { .change($0) }
        }
    }

    /// Where messages go (`store.input.send(.removeItem(uuid: …))`).
    public var input: SignalInput<Message> { adapter.input }

    /// The document now (tests read it; views observe signals).
    public var document: RecordingsDocument { adapter.state }

    /// The root folder's UUID.
    public var rootUuid: UUID { adapter.state.rootUUID }

    private static func reduce(
        _ document: inout RecordingsDocument, _ message: Message, library: RecordingsLibrary
    ) throws -> DocumentChange? {
        switch message {
        case .addFolder(let name, let parent):
            return try library.edit(.addFolder(name: name, uuid: UUID(), parentUUID: parent), in: &document)
        case .addRecording(let uuid, let name, let parent):
            let destination = document.folder(parent) != nil ? parent : document.rootUUID
            return try library.edit(.addRecording(name: name, uuid: uuid, parentUUID: destination), in: &document)
        case .removeItem(let uuid):
            return library.removeItem(uuid, in: &document)
        case .renameItem(let uuid, let newName):
            return try library.edit(.rename(uuid: uuid, name: newName), in: &document)
        }
    }

    // MARK: Signals

    /// The rows of folder `uuid` as sorted array mutations: first a reload, then one mutation per change
    /// of its items; the signal completes when the folder is deleted (the sample's
    /// `folderContentsSignal`).
    ///
    /// NB: the sample sorts by name with the UUID as tiebreak; here equal names keep the order they
    /// arrived in, the rule every pattern of this project shows (the reload comes in the store's order,
    /// which the sorting keeps, and a new or renamed item goes after the items of its name).
    public func folderContentsSignal(_ uuid: UUID) -> Signal<ArrayMutation<DocumentItem>> {
        // NB: what a change costs is what it changes: the filter keeps the rows it sent by UUID (a deleted
        // item is gone from the document) and updates them one at a time; only a reload reads the folder.
        adapter.filteredSignal(initialValue: [UUID: DocumentItem]()) {
            (shown: inout [UUID: DocumentItem], document, notification, next: SignalNext<SetMutation<DocumentItem>>) in
            guard document.folder(uuid) != nil else { throw SignalEnd.complete }
            switch notification {
            case nil:
                let children = document.children(of: uuid)
                // NB: filled in place at its final size, not from an array of pairs made first.
                shown = [UUID: DocumentItem](minimumCapacity: children.count)
                for child in children { shown[child.uuid] = child }
                next.send(.reload(children))
            case .change(.added(let parent, let child, _)) where parent == uuid:
                guard let item = document[child] else { return }
                shown[child] = item
                next.send(.insert([item]))
            case .change(.removed(let parent, let child, _)) where parent == uuid:
                guard let item = shown.removeValue(forKey: child) else { return }
                next.send(.delete([item]))
            case .change(.renamed(let parent, let child, _, _)) where parent == uuid:
                guard let item = document[child] else { return }
                shown[child] = item
                next.send(.update([item]))
            default:
                break
            }
        }
        // The store's order: by name, an item after those of equal name (it arrived later).
        .sortedArrayMutation(equate: { $0.uuid == $1.uuid }, compare: { $0.name < $1.name })
    }

    /// Item `uuid` now and after every change of it; completes when it is deleted.
    ///
    /// A change names what it altered (`DocumentChange.alters(_:)`), so the others are
    /// skipped without comparing the item: a folder's value holds the UUIDs of all its items, and comparing
    /// it, or keeping the last one (which makes the document's next edit of the list copy it), would cost
    /// every change in the folder O(*n*).
    public func itemSignal(_ uuid: UUID) -> Signal<DocumentItem> {
        adapter.filteredSignal(initialValue: ()) {
            (_: inout Void, document, notification, next: SignalNext<DocumentItem>) in
            guard let item = document[uuid] else { throw SignalEnd.complete }
            if case .change(let change)? = notification, !change.alters(uuid) { return }
            next.send(item)
        }
    }

    /// The document after every change (for the window's reconciliation and the inspector).
    public func documentSignal() -> Signal<RecordingsDocument> {
        adapter.filteredSignal(initialValue: ()) { (_: inout Void, document, _, next: SignalNext<RecordingsDocument>) in
            next.send(document)
        }
    }
}
