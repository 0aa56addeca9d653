import Foundation
import RecordingsCore
import RecordingsRemote

/// The rules that compare the library with the queue and the server: a folder's listing merged in, and
/// the comparison at start.
extension SyncQueue {
    /// Merges the server's listing of `folder`, asked for when ``commits`` was `askedAt`, with the local
    /// items and the queue (the book's `updateContents(from:)`): items with pending changes keep their
    /// local version, a locally deleted item does not come back, items the server confirmed before and no
    /// longer lists were deleted there and go; items whose change the server answered after the listing
    /// was asked for are left alone (the listing may predate the change).
    mutating func merge(
        _ listed: [RemoteItem], into folder: LocalItem, inside: [LocalItem], askedAt: Int
    ) -> [SyncAction] {
        let folderPath = folder.path
        let children = Self.children(inside)
        let local = children[folder.uuid] ?? []
        let localByUUID = Dictionary(local.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        let remote = Dictionary(listed.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        let queued = Set(pending.map(\.uuid))
        // NB: the server answered a change of these items after the listing was asked for.
        let newer = Set(answeredAt.filter { $0.value > askedAt }.keys)
        var changed: Set<UUID> = []
        var actions: [SyncAction] = []
        for item in local where remote[item.uuid] == nil && !newer.contains(item.uuid) {
            if queued.contains(item.uuid) { continue }  // a create the server has not seen yet
            if confirmed[item.uuid] != nil {
                // Deleted on the server: it goes here too, with what was queued inside it.
                forgetConfirmed(item.uuid)
                changed.formUnion(dropQueued(concerning: item.uuid, keeping: nil))
                actions.append(.removeLocally(item.uuid))
            } else {
                // Never sent (made while nothing was listening): the server gets it now.
                queueCreates(of: item, children: children)
            }
            changed.insert(item.uuid)
        }
        var seen: Set<UUID> = []
        for entry in listed where !newer.contains(entry.uuid) && seen.insert(entry.uuid).inserted {
            let wasConfirmed = confirmed[entry.uuid] != nil
            confirm(ConfirmedItem(uuid: entry.uuid, parent: folder.uuid, name: entry.name, isFolder: entry.isFolder))
            if let item = localByUUID[entry.uuid] {
                let renameWaits = pending.contains { $0.uuid == entry.uuid && $0.kind == .update }
                if !renameWaits, item.name != entry.name {
                    actions.append(.renameLocally(entry.uuid, name: entry.name))
                    changed.insert(entry.uuid)
                }
            } else if pending.contains(where: { $0.uuid == entry.uuid && $0.kind == .delete }) {
                continue  // deleted here; the deletion is on its way
            } else if wasConfirmed {
                // Deleted here while nothing was listening: the server is told now.
                let item = LocalItem(
                    uuid: entry.uuid, name: entry.name, isFolder: entry.isFolder, parentPath: folderPath)
                changed.insert(enqueue(.delete, item))
            } else {
                actions.append(.addLocally(entry, folder: folder.uuid))
                changed.insert(entry.uuid)
            }
        }
        let listedUUIDs = Set(listed.map(\.uuid))
        let gone = confirmed.values.filter {
            $0.parent == folder.uuid && !listedUUIDs.contains($0.uuid) && !newer.contains($0.uuid)
        }
        for item in gone { forgetConfirmed(item.uuid) }
        return actions + [save(), .announce(changed)]
    }

    /// The server has no such folder (a listing asked for when ``commits`` was `askedAt`): when it had it
    /// before, it was deleted there, and goes here too; a folder it never had is still on its way in the
    /// queue (or is queued now). Nothing for the root, or when the server answered a change of the folder
    /// after the listing was asked for.
    mutating func folderMissingOnServer(_ folder: LocalItem, inside: [LocalItem], askedAt: Int) -> [SyncAction] {
        guard (answeredAt[folder.uuid] ?? -1) <= askedAt, !folder.parentPath.isEmpty,
            !pending.contains(where: { $0.uuid == folder.uuid })
        else { return [] }
        var changed: Set<UUID> = [folder.uuid]
        var actions: [SyncAction] = []
        if confirmed[folder.uuid] != nil {
            forgetConfirmed(folder.uuid)
            changed.formUnion(dropQueued(concerning: folder.uuid, keeping: nil))
            actions.append(.removeLocally(folder.uuid))
        } else {
            queueCreates(of: folder, children: Self.children(inside))
        }
        return actions + [save(), .announce(changed)]
    }

    /// Queues the local changes the queue does not hold, for `library` (every item, parents first): items
    /// the server never confirmed and no create is queued for, names that differ from the confirmed one
    /// with no rename queued, and items that are gone here with no delete queued, whether the server
    /// confirmed them or a change of theirs is queued (the outermost only: the server deletes what is
    /// inside). Returns the items queued.
    ///
    /// The queue normally holds every change already (each is queued when the store reports it); this
    /// finds what the queue on disk lacks when the process died between saving the document and saving
    /// the queue, or a power cut came before the queue's records were synced, and changes another pattern
    /// made to the same library while the client was not running.
    mutating func compare(_ library: [LocalItem]) -> Set<UUID> {
        let root = saved.localRoot
        let children = Self.children(library)
        let local = Dictionary(library.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        var changed: Set<UUID> = []
        func queuedName(of uuid: UUID) -> String? {
            pending.last { $0.uuid == uuid && $0.kind != .delete }?.name
        }
        func walk(_ folder: UUID) {
            for item in children[folder] ?? [] {
                if confirmed[item.uuid] == nil {
                    if !pending.contains(where: { $0.uuid == item.uuid && $0.kind == .create }) {
                        changed.formUnion(queueCreates(of: item, children: children))
                        continue  // everything inside was queued with it
                    }
                } else if item.name != (queuedName(of: item.uuid) ?? confirmed[item.uuid]?.name) {
                    changed.insert(enqueue(.update, item))
                }
                if item.isFolder { walk(item.uuid) }
            }
        }
        walk(root)
        // A change queued for an item gone here, with no delete after it: the item was deleted after the
        // change was saved, and the delete's record did not reach the disk. Its create may have been sent.
        func isHere(_ uuid: UUID) -> Bool { uuid == root || local[uuid] != nil }
        for change in pending where !isHere(change.uuid) && change.parentPath.allSatisfy(isHere) {
            guard confirmed[change.uuid] == nil,
                pending.contains(where: { $0.id == change.id }),
                !pending.contains(where: { $0.uuid == change.uuid && $0.kind == .delete })
            else { continue }
            let item = LocalItem(
                uuid: change.uuid, name: change.name, isFolder: change.isFolder, parentPath: change.parentPath)
            changed.formUnion(delete(item))
        }
        let missing = confirmed.values.filter { local[$0.uuid] == nil }.sorted {
            $0.uuid.uuidString < $1.uuid.uuidString
        }
        for entry in missing {
            let parentPath = entry.parent == root ? [root] : local[entry.parent].map(\.path)
            guard let parentPath, !pending.contains(where: { $0.uuid == entry.uuid && $0.kind == .delete }) else {
                continue
            }
            let item = LocalItem(uuid: entry.uuid, name: entry.name, isFolder: entry.isFolder, parentPath: parentPath)
            changed.insert(enqueue(.delete, item))
        }
        return changed
    }

    /// Queues creates for `item` and everything inside it (parents first); returns their items.
    @discardableResult
    private mutating func queueCreates(of item: LocalItem, children: [UUID: [LocalItem]]) -> Set<UUID> {
        var queued: Set<UUID> = [enqueue(.create, item)]
        for child in children[item.uuid] ?? [] { queued.formUnion(queueCreates(of: child, children: children)) }
        return queued
    }

    /// `items` by the folder they are in, in their order.
    private static func children(_ items: [LocalItem]) -> [UUID: [LocalItem]] {
        var children: [UUID: [LocalItem]] = [:]
        for item in items {
            guard let parent = item.parentPath.last else { continue }
            children[parent, default: []].append(item)
        }
        return children
    }
}
