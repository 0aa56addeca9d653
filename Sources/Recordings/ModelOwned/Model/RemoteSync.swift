public import Foundation
public import RecordingsCore
public import RecordingsRemote
public import Services

/// The server side of a library whose store is an offline cache (the networking chapter's model-owned
/// networking): it reloads folders from the server into the store and knows which local changes the
/// server has not confirmed yet.
///
/// Controllers only start loads and show the pending state; every change to the data, local or from
/// the server, reaches them as the store's usual ``StoreChange``s (the book: "the view controllers get
/// notified about this change the same way they do with any local change").
///
/// ```swift
/// // SyncingFolderViewController
/// func reload() {
///     loadTask?.cancel()
///     tableView.refreshControl?.beginRefreshing()
///     loadTask = remote.loadContents(of: folder) { [weak self] in self?.tableView.refreshControl?.endRefreshing() }
/// }
/// ```
@MainActor
public protocol RemoteSync: AnyObject {
    /// Fetches `folder`'s contents from the server and merges them into the store (items with changes
    /// the server has not seen keep their local version); calls `completion` once, when the answer or the
    /// failure is in. A cancelled load does not call back.
    ///
    /// - Returns: the load, to cancel it; nil when nothing was asked (the sync was stopped).
    @discardableResult
    func loadContents(of folder: Folder, completion: @escaping @MainActor () -> Void) -> Task<Void, Never>?

    /// The newest change to `item` that the server has not confirmed yet, if any (a create or a rename;
    /// a deleted item is no longer in a folder, see ``pendingDeletions(in:)``).
    func pendingChange(of item: Item) -> ChangeKind?

    /// The names of the items deleted from `folder` whose deletion the server has not confirmed yet.
    func pendingDeletions(in folder: Folder) -> [String]

    /// One line about the changes waiting for the server (how many, and why they wait); nil when the
    /// server has confirmed everything.
    var statusLine: String? { get }

    /// Calls `handler` whenever the pending state or the status line changes, with the UUIDs of the items
    /// whose pending state changed, until the returned token is cancelled or released.
    func addObserver(_ handler: @escaping @MainActor (Set<UUID>) -> Void) -> RemoteSyncObservation

    /// Stops for good: cancels the request in flight and the retry timer, and saves what is pending.
    func stop()
}
