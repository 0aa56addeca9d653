import Foundation
public import RecordingsCore
public import RecordingsMVC
import Services
public import ViewKit

/// MVC's folder screen with model-owned networking's additions, in the places the book changes chapter 3's
/// screen: `reload()` in `viewDidLoad` and on pull-to-refresh, and a note on each row the server has not
/// confirmed (the book colours the row); below the table, the deletions from this folder the server has
/// not confirmed and the status line ("3 changes waiting for the server (…; retrying)").
///
/// Everything else is MVC's: every change, local or from the server, reaches the table as a store change.
@MainActor
public final class SyncingFolderViewController: FolderViewController {
    /// The library's sync with the server.
    public let remote: any RemoteSync
    /// The deletions from this folder the server has not confirmed; shown while there are some.
    public let pendingDeletionsLabel = Label(text: "", style: .caption)
    /// How many changes wait for the server, and why; shown only while some wait.
    public let syncStatusLabel = Label(text: "", style: .caption)
    private lazy var notes = PendingNotesDataSource(rows: dataSource, remote: remote)
    private var remoteObservation: RemoteSyncObservation?
    private var loadTask: Task<Void, Never>?

    /// Creates a screen for `folder` that reloads from `remote`; selected folders' screens come from
    /// `screens`.
    public init(folder: Folder, sharedPlayer: SharedPlayer, screens: any ScreenFactory, remote: any RemoteSync) {
        self.remote = remote
        super.init(folder: folder, sharedPlayer: sharedPlayer, screens: screens)
    }

    /// MVC's table and mini player, with the pending deletions and the status line between them.
    public override func loadView() {
        super.loadView()
        pendingDeletionsLabel.isHidden = true
        syncStatusLabel.isHidden = true
        guard let stack = miniPlayer.view.superview as? StackView,
            let index = stack.arrangedSubviews.firstIndex(where: { $0 === miniPlayer.view })
        else { return }
        stack.insertArrangedSubview(pendingDeletionsLabel, at: index)
        stack.insertArrangedSubview(syncStatusLabel, at: index + 1)
    }

    /// MVC's set-up, then pull-to-refresh, the rows' pending notes, and the first reload (the book's
    /// model-owned `viewDidLoad`).
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = notes
        let refreshControl = RefreshControl()
        refreshControl.addTarget(self, action: SyncingFolderViewController.reload, for: .valueChanged)
        tableView.refreshControl = refreshControl
        remoteObservation = remote.addObserver { [weak self] changed in self?.pendingStateChanged(changed) }
        updateSyncStatus()
        reload()
    }

    /// Asks the model to reload this folder from the server (the book's model-owned `reload()`): the
    /// answer reaches the table through the store's changes, like any other change.
    public func reload() {
        loadTask?.cancel()
        tableView.refreshControl?.beginRefreshing()
        loadTask = remote.loadContents(of: folder) { [weak self] in
            self?.tableView.refreshControl?.endRefreshing()
        }
    }

    /// MVC's restoration; the status then speaks of the restored folder.
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        updateSyncStatus()
    }

    /// Redraws the rows whose pending note no longer says what the server has not confirmed (rows not on
    /// screen are configured when they come), and the status line.
    private func pendingStateChanged(_ changed: Set<UUID>) {
        // NB: the rows with a cell only, whatever the folder's size: the others have nothing to redraw.
        let contents = folder.contents
        let stale = tableView.indexPathsForKeptRows.filter { indexPath in
            guard contents.indices.contains(indexPath.row), changed.contains(contents[indexPath.row].uuid),
                let cell = tableView.cellForRow(at: indexPath)
            else { return false }
            return cell.detailTextLabel.text != notes.note(for: contents[indexPath.row])
        }
        if !stale.isEmpty { tableView.reloadRows(at: stale, with: .none) }
        updateSyncStatus()
    }

    private func updateSyncStatus() {
        let deletions = remote.pendingDeletions(in: folder)
        pendingDeletionsLabel.text = deletions.isEmpty ? "" : RecordingsStrings.pendingDeletions(deletions)
        pendingDeletionsLabel.isHidden = deletions.isEmpty
        syncStatusLabel.text = remote.statusLine ?? ""
        syncStatusLabel.isHidden = remote.statusLine == nil
    }
}
