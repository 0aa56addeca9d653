import Foundation

// Conversions between the class tree and its persisted form, StoreDocument.

extension Folder {
    /// Builds a detached folder tree from its document record, sorted by name.
    convenience init(record: FolderRecord) {
        self.init(name: record.name, uuid: record.uuid)
        adopt(
            record.contents.map { entry -> Item in
                switch entry {
                case .folder(let folder): Folder(record: folder)
                case .recording(let recording): Recording(name: recording.name, uuid: recording.uuid)
                }
            })
    }
}

extension FolderRecord {
    /// The record of `folder` and everything below it.
    @MainActor
    init(_ folder: Folder) {
        self.init(
            name: folder.name,
            uuid: folder.uuid,
            contents: folder.contents.compactMap { item -> ItemRecord? in
                switch item {
                case let folder as Folder: .folder(FolderRecord(folder))
                case let recording as Recording: .recording(RecordingRecord(name: recording.name, uuid: recording.uuid))
                default: nil
                }
            })
    }
}
