import Foundation
public import RecordingsCore
import RecordingsRemote
import Services

extension LibraryWebservice {
    /// Fetches `folder`'s listing and merges it into the store (the book's `Folder.loadContents` and
    /// `updateContents(from:)`); see ``RemoteSync/loadContents(of:completion:)`` and
    /// ``SyncQueue/merge(_:into:inside:askedAt:)``.
    @discardableResult
    public func loadContents(of folder: Folder, completion: @escaping @MainActor () -> Void) -> Task<Void, Never>? {
        guard !queue.isStopped else { return nil }
        let token = backgroundWork.begin()
        let task = Task { @MainActor [weak self] in
            defer { self?.backgroundWork.end(token) }
            guard let self else { return }
            let outcome: Result<[RemoteItem]?, NetworkError>
            let asked = self.beginListing()
            if let root = await self.knownServerRoot() {
                outcome = await self.webservice.value(
                    of: self.server.contents(at: [root] + folder.uuidPath.dropFirst()))
            } else {
                outcome = .failure(
                    self.queue.lastFailure ?? .unreachable(url: self.server.baseURL, reason: "no root"))
            }
            guard !Task.isCancelled else {
                self.endListing(askedAt: asked)
                return
            }
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
        if let root = queue.serverRoot { return root }
        switch await webservice.value(of: server.rootUUID) {
        case .success(let root):
            handle(.rootLearned(root))
            return root
        case .failure:
            return nil
        }
    }

    private func finishLoading(_ folder: Folder, _ result: Result<[RemoteItem]?, NetworkError>, askedAt: Int) {
        defer { endListing(askedAt: askedAt) }
        guard !queue.isStopped, folder.store === store, case .success(let listing) = result else { return }
        if listing != nil { skippedDownloads = [] }
        // NB: the server answered, so whatever waited for it goes now, without waiting for the timer.
        handle(
            .listed(
                folder: LocalItem(folder), inside: LocalItem.contents(of: folder), listing: listing, askedAt: askedAt))
        if listing != nil { downloadMissingAudio() }
    }
}
