import Foundation

/// One change of the recordings tree as a line of `store.journal`: compact JSON, numbered in order.
///
/// Shape: `{"sequence": 7, "operation": "add", "parent": "<uuid>", "folder": {...}}` (or `"recording"`
/// with `{"name", "uuid"}`), `{"sequence": 8, "operation": "remove", "uuid": "<uuid>"}`, and
/// `{"sequence": 9, "operation": "rename", "uuid": "<uuid>", "name": "New name"}`. Folders and recordings
/// have the shapes of ``StoreDocument``. A record applies to the tree its predecessors left; one that names
/// an unknown item, reuses a UUID or carries an invalid name does not apply, and the journal is then
/// unreadable (``StoreJournalError``).
struct StoreJournalRecord: Codable, Sendable, Equatable {
    /// What the change did.
    enum Operation: String, Codable, Sendable {
        case add, remove, rename
    }

    /// The change's number: one more than the change before it, across snapshots.
    var sequence: Int
    var operation: Operation
    /// For `add`: the folder that received the item.
    var parent: UUID?
    /// For `remove` and `rename`: the item.
    var uuid: UUID?
    /// For `rename`: the new, validated name.
    var name: String?
    /// For `add`: the added folder and everything in it.
    var folder: FolderRecord?
    /// For `add`: the added recording.
    var recording: RecordingRecord?

    /// The record of `change`, numbered `sequence`.
    @MainActor
    init(_ change: StoreChange, sequence: Int) {
        self.sequence = sequence
        switch change.kind {
        case .added:
            operation = .add
            parent = change.parent.uuid
            switch change.item {
            case let folder as Folder: self.folder = FolderRecord(folder)
            default: recording = RecordingRecord(name: change.item.name, uuid: change.item.uuid)
            }
        case .removed:
            operation = .remove
            uuid = change.item.uuid
        case .renamed:
            operation = .rename
            uuid = change.item.uuid
            name = change.item.name
        }
    }

    /// Applies the record to the tree whose items `index` holds by UUID, keeping `index` up to date;
    /// nothing is saved or posted.
    ///
    /// - Throws: ``StoreJournalError`` when the record does not apply; the tree may then be half changed
    ///   and must be discarded.
    @MainActor
    func apply(index: inout [UUID: Item]) throws(StoreJournalError) {
        switch operation {
        case .add:
            guard let parentUUID = parent, let folder = index[parentUUID] as? Folder else {
                throw StoreJournalError(sequence: sequence, problem: "adds to a folder that does not exist")
            }
            let item: Item
            if let record = self.folder {
                item = Folder(record: record)
            } else if let record = recording {
                item = Recording(name: record.name, uuid: record.uuid)
            } else {
                throw StoreJournalError(sequence: sequence, problem: "adds nothing")
            }
            var added = Set<UUID>()
            item.collectUUIDs(into: &added)
            guard added.allSatisfy({ index[$0] == nil }) else {
                throw StoreJournalError(sequence: sequence, problem: "adds a UUID the library already has")
            }
            folder.insertReplayed(item)
            Self.register(item, in: &index)
        case .remove:
            guard let uuid, let item = index[uuid], let folder = item.parent else {
                throw StoreJournalError(sequence: sequence, problem: "removes an item that does not exist")
            }
            folder.detachReplayed(item)
            var removed = Set<UUID>()
            item.collectUUIDs(into: &removed)
            for uuid in removed { index[uuid] = nil }
        case .rename:
            guard let uuid, let item = index[uuid], item.parent != nil else {
                throw StoreJournalError(sequence: sequence, problem: "renames an item that does not exist")
            }
            let valid: String
            do {
                valid = try Item.validatedName(name ?? "")
            } catch {
                throw StoreJournalError(sequence: sequence, problem: "renames to an invalid name (\(error))")
            }
            item.renameReplayed(valid)
        }
    }

    /// Adds `item` and everything below it to `index`.
    @MainActor
    static func register(_ item: Item, in index: inout [UUID: Item]) {
        index[item.uuid] = item
        if let folder = item as? Folder {
            for child in folder.contents { register(child, in: &index) }
        }
    }
}

/// A journal record that does not decode, is out of order, or does not apply to the library.
struct StoreJournalError: Error, CustomStringConvertible {
    /// The record's number, or nil when it did not decode.
    var sequence: Int?
    var problem: String

    var description: String {
        if let sequence { "change \(sequence) \(problem)" } else { problem }
    }
}
