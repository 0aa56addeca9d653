import Foundation
public import RecordingsCore
import Services

extension LibraryWebservice {
    /// Fetches `folder`'s listing and merges it into the store (the book's `Folder.loadContents` and
    /// `updateContents(from:)`); see ``RemoteSync/loadContents(of:completion:)``.
    ///
    /// A listing may predate a change the server answered while it was on its way: the merge leaves the
    /// items of such changes alone (``answeredAt``), so a create just confirmed is not taken for an item
    /// deleted on the server, nor a deletion undone, nor a rename reverted, by an old list. The next
    /// reload brings them.
    @discardableResult
    public func loadContents(of folder: Folder, completion: @escaping @MainActor () -> Void) -> Task<Void, Never>? {
        guard !isStopped else { return nil }
        let token = backgroundWork.begin()
        let task = Task { @MainActor [weak self] in
            defer { self?.backgroundWork.end(token) }
            guard let self else { return }
            let outcome: Result<[RemoteItem]?, NetworkError>
            let asked = self.commits
            if let root = await self.knownServerRoot() {
                outcome = await self.webservice.value(
                    of: self.server.contents(at: self.serverPath(folder.uuidPath, root: root)))
            } else {
                outcome = .failure(self.lastFailure ?? .unreachable(url: self.server.baseURL, reason: "no root"))
            }
            guard !Task.isCancelled else { return }
            self.clock.enqueue { [weak self] in
                self?.loads[folder.uuid] = nil
                self?.finishLoading(folder, outcome, askedAt: asked)
                completion()
            }
            self.clock.drain()
        }
        loads[folder.uuid]?.cancel()
        loads[folder.uuid] = task
        return task
    }

    /// The server's root, asked for when not known yet; nil when it cannot be had now.
    private func knownServerRoot() async -> UUID? {
        if let root = state.serverRoot { return root }
        switch await webservice.value(of: server.rootUUID) {
        case .success(let root):
            adoptServerRoot(root)
            return root
        case .failure:
            return nil
        }
    }

    private func finishLoading(_ folder: Folder, _ result: Result<[RemoteItem]?, NetworkError>, askedAt: Int) {
        guard !isStopped, folder.store === store else { return }
        switch result {
        case .success(let items?):
            skippedDownloads = []
            merge(items, into: folder, askedAt: askedAt)
            // NB: the server answered, so whatever waited for it may go now, without waiting for the timer.
            processChanges()
            downloadMissingAudio()
        case .success(nil):
            if (answeredAt[folder.uuid] ?? -1) <= askedAt { folderMissingOnServer(folder) }
            processChanges()
        case .failure:
            break
        }
    }

    /// Merges the server's listing of `folder`, asked for when ``commits`` was `askedAt`, with the local
    /// items and the queue.
    func merge(_ listed: [RemoteItem], into folder: Folder, askedAt: Int) {
        let remote = Dictionary(listed.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        let queued = Set(pending.map(\.uuid))
        // NB: the server answered a change of these items after the listing was asked for.
        let newer = Set(answeredAt.filter { $0.value > askedAt }.keys)
        var changed: Set<UUID> = []
        applyingRemote {
            for item in folder.contents where remote[item.uuid] == nil && !newer.contains(item.uuid) {
                if queued.contains(item.uuid) { continue }  // a create the server has not seen yet
                if confirmed[item.uuid] != nil {
                    // Deleted on the server: it goes here too, with what was queued inside it.
                    forgetConfirmed(item.uuid)
                    dropQueued(concerning: item.uuid, keeping: nil)
                    folder.remove(item)
                } else {
                    // Never sent (made while nothing was listening): the server gets it now.
                    queueCreates(of: item, in: folder.uuidPath)
                }
                changed.insert(item.uuid)
            }
            for entry in listed where !newer.contains(entry.uuid) {
                let local = folder.contents.first { $0.uuid == entry.uuid }
                let wasConfirmed = confirmed[entry.uuid] != nil
                confirmed[entry.uuid] = ConfirmedItem(
                    uuid: entry.uuid, parent: folder.uuid, name: entry.name, isFolder: entry.isFolder)
                if let local {
                    let renameWaits = pending.contains { $0.uuid == entry.uuid && $0.kind == .update }
                    if !renameWaits, local.name != entry.name, (try? local.setName(entry.name)) != nil {
                        changed.insert(entry.uuid)
                    }
                } else if pending.contains(where: { $0.uuid == entry.uuid && $0.kind == .delete }) {
                    continue  // deleted here; the deletion is on its way
                } else if wasConfirmed {
                    // Deleted here while nothing was listening: the server is told now.
                    enqueue(.delete, entry.uuid, entry.name, entry.isFolder, folder.uuidPath)
                } else {
                    let item: Item =
                        entry.isFolder
                        ? Folder(name: entry.name, uuid: entry.uuid) : Recording(name: entry.name, uuid: entry.uuid)
                    if folder.add(item) { changed.insert(entry.uuid) }
                }
            }
            let listedUUIDs = Set(listed.map(\.uuid))
            for gone in confirmed.values
            where gone.parent == folder.uuid && !listedUUIDs.contains(gone.uuid) && !newer.contains(gone.uuid) {
                forgetConfirmed(gone.uuid)
            }
        }
        save()
        announce(changed)
    }

    /// The server has no such folder: when it had it before, it was deleted there, and goes here too;
    /// a folder it never had is still on its way in the queue (or is queued now).
    private func folderMissingOnServer(_ folder: Folder) {
        guard folder.parent != nil, !pending.contains(where: { $0.uuid == folder.uuid }) else { return }
        if confirmed[folder.uuid] != nil {
            forgetConfirmed(folder.uuid)
            dropQueued(concerning: folder.uuid, keeping: nil)
            if let parent = folder.parent { applyingRemote { parent.remove(folder) } }
        } else if let parent = folder.parent {
            queueCreates(of: folder, in: parent.uuidPath)
        }
        save()
        announce([folder.uuid])
    }
}
