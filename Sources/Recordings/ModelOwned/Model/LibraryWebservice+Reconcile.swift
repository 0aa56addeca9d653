import Foundation
import RecordingsCore

extension LibraryWebservice {
    /// Queues the local changes the queue does not hold: items the server never confirmed and no create
    /// is queued for, names that differ from the confirmed one with no rename queued, and confirmed items
    /// that are gone here with no delete queued (the outermost only: the server deletes what is inside).
    ///
    /// The queue normally holds every change already (each is queued when the store reports it); this
    /// finds what a process that died between saving the document and saving the queue left out, and
    /// changes another pattern made to the same library while the client was not running.
    func queueUnsentChanges() {
        var local: [UUID: (item: Item, parentPath: [UUID])] = [:]
        func visit(_ folder: Folder) {
            for item in folder.contents {
                local[item.uuid] = (item, folder.uuidPath)
                if let child = item as? Folder { visit(child) }
            }
        }
        visit(store.rootFolder)
        func queuedName(of uuid: UUID) -> String? {
            pending.last { $0.uuid == uuid && $0.kind != .delete }?.name
        }
        func walk(_ folder: Folder) {
            for item in folder.contents {
                if confirmed[item.uuid] == nil {
                    if !pending.contains(where: { $0.uuid == item.uuid && $0.kind == .create }) {
                        queueCreates(of: item, in: folder.uuidPath)
                        continue  // everything inside was queued with it
                    }
                } else if item.name != (queuedName(of: item.uuid) ?? confirmed[item.uuid]?.name) {
                    enqueue(.update, item.uuid, item.name, item is Folder, folder.uuidPath)
                }
                if let child = item as? Folder { walk(child) }
            }
        }
        walk(store.rootFolder)
        for entry in confirmed.values where local[entry.uuid] == nil {
            let parentIsHere = entry.parent == store.rootFolder.uuid || local[entry.parent] != nil
            guard parentIsHere, !pending.contains(where: { $0.uuid == entry.uuid && $0.kind == .delete }),
                let parentPath = path(to: entry.parent)
            else { continue }
            enqueue(.delete, entry.uuid, entry.name, entry.isFolder, parentPath)
        }
    }

    /// The local UUID path of the folder `uuid`, root first.
    private func path(to uuid: UUID) -> [UUID]? {
        if uuid == store.rootFolder.uuid { return [uuid] }
        return library.item(withUUID: uuid)?.uuidPath
    }
}
