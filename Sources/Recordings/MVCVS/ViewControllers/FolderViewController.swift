public import Foundation
public import RecordingsCore
import Services
public import ViewKit
import ViewStateStore

/// The list of a folder's items (the book's MVC+VS `FolderViewController`).
///
/// It finds its folder through its index in the view state's `folderViews` (the context's
/// ``StoreContext/folderIndex``), observes the view state first (edit mode, scroll offset), then the
/// document (``handleStoreNotification(_:action:)``: `nil` reloads, `.removed` deletes the row at
/// `oldIndex`). Its actions only call the stores: selecting a folder pushes a folder view state,
/// selecting a recording sets the play selection, delete removes the item, the bar buttons show the
/// text alert or the record screen. The split view controller builds and removes folder screens.
@MainActor
public final class FolderViewController: TableViewController {
    /// The stores and this screen's index.
    public let context: StoreContext
    /// The folder shown, fixed for the screen's life (the split view controller replaces a screen whose
    /// folder changes).
    public let folderUUID: UUID
    /// The folder's items, in display order, as of the last document notification (the book's cached
    /// sorted UUIDs).
    public private(set) var items: [DocumentItem] = []
    /// The mini player below the table, a child view controller.
    public let miniPlayer: MiniPlayerViewController
    /// A controller shown below the mini player (the history screen, when time travel is on).
    public let accessory: ViewController?
    /// The "new recording" bar button.
    public let newRecordingButton: BarButtonItem
    /// The "new folder" bar button.
    public let newFolderButton: BarButtonItem
    private var observations: [ViewStateStore.StoreObservation] = []
    private var isApplyingState = false

    /// The cell identifiers.
    enum CellID {
        static let recording = "RecordingCell"
        static let folder = "FolderCell"
    }

    /// Creates the screen at `context.folderIndex` (0 when missing) of the stack, with `accessory` below
    /// its mini player.
    public init(context: StoreContext, accessory: ViewController? = nil) {
        self.context = context
        self.accessory = accessory
        let index = context.folderIndex ?? 0
        let folderViews = context.viewStateStore.content.folderViews
        folderUUID =
            folderViews.indices.contains(index) ? folderViews[index].folderUUID : context.documentStore.rootFolderUUID
        miniPlayer = MiniPlayerViewController(context: context)
        newRecordingButton = BarButtonItem(title: nil, systemItem: .add)
        newFolderButton = BarButtonItem(title: nil, systemItem: .organize)
        super.init()
        newRecordingButton.accessibilityLabel = RecordingsStrings.newRecording
        newRecordingButton.setTarget(self, action: FolderViewController.createNewRecording)
        newFolderButton.accessibilityLabel = RecordingsStrings.newFolder
        newFolderButton.setTarget(self, action: FolderViewController.createNewFolder)
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItems = [newRecordingButton, newFolderButton]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.recording)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.folder)
        addChild(miniPlayer)
        if let accessory { addChild(accessory) }
        observations.append(
            context.viewStateStore.addObserver(actionType: FolderViewState.Action.self) { [weak self] state, action in
                self?.handleViewStateNotification(state, action: action)
            })
        observations.append(
            context.documentStore.addObserver { [weak self] document, action in
                self?.handleStoreNotification(document, action: action)
            })
    }

    /// The table, with the mini player below it.
    public override func loadView() {
        super.loadView()
        view = StackView(
            axis: .vertical, spacing: 0,
            arrangedSubviews: [tableView, miniPlayer.view] + (accessory.map { [$0.view] } ?? []))
        miniPlayer.didMove(toParent: self)
        accessory?.didMove(toParent: self)
    }

    /// This screen's index in the stack.
    public var index: Int { context.folderIndex ?? 0 }

    // MARK: Changing the view

    /// Applies this screen's view state: edit mode and scroll offset (both on a reload).
    func handleViewStateNotification(_ state: SplitViewState, action: FolderViewState.Action?) {
        guard state.folderViews.indices.contains(index), state.folderViews[index].folderUUID == folderUUID else {
            return
        }
        let folderView = state.folderViews[index]
        withStateApplied {
            switch action {
            case nil:
                if isEditing != folderView.editing { setEditing(folderView.editing, animated: false) }
                tableView.setContentOffset(folderView.scrollOffset)
            case .changedEditing(let changed) where changed == index:
                if isEditing != folderView.editing { setEditing(folderView.editing, animated: true) }
            case .scrolled(let changed) where changed == index:
                tableView.setContentOffset(folderView.scrollOffset)
            default:
                break
            }
        }
    }

    /// Applies a document change to the title and the table (the book's `handleStoreNotification`): the
    /// only place rows change.
    func handleStoreNotification(_ document: RecordingsDocument, action: DocumentStore.Action?) {
        // A table not loaded yet has no rows to animate: it reads the items when it loads.
        guard isViewLoaded || action == nil else {
            items = document.children(of: folderUUID)
            updateTitle(document)
            return
        }
        guard let action else {
            reload(document)
            return
        }
        switch action {
        case .added(let parent, _, let newIndex) where parent == folderUUID:
            editItems(following: action, in: document)
            tableView.insertRows(at: [IndexPath(row: newIndex, section: 0)], with: .left)
        case .removed(let parent, _, let oldIndex) where parent == folderUUID:
            editItems(following: action, in: document)
            tableView.deleteRows(at: [IndexPath(row: oldIndex, section: 0)], with: .right)
        case .renamed(let parent, _, let oldIndex, let newIndex) where parent == folderUUID:
            editItems(following: action, in: document)
            tableView.moveRow(at: IndexPath(row: oldIndex, section: 0), to: IndexPath(row: newIndex, section: 0))
            tableView.reloadRows(at: [IndexPath(row: newIndex, section: 0)], with: .fade)
        case .renamed(_, let child, _, _) where child == folderUUID:
            updateTitle(document)
        default:
            break
        }
    }

    /// Brings ``items`` up to date after `change` of this folder, in place, as `document` has the changed
    /// item now: a change costs what it changes, not a read of the whole folder. A change that does not
    /// fit the rows shown (they fell out of step) reads the folder's items instead.
    private func editItems(following change: DocumentChange, in document: RecordingsDocument) {
        if !change.apply(to: &items, id: \.uuid, makeRow: { document[change.childUUID] }) {
            items = document.children(of: folderUUID)
        }
    }

    private func reload(_ document: RecordingsDocument) {
        updateTitle(document)
        items = document.children(of: folderUUID)
        withStateApplied {
            tableView.reloadData()
            let folderViews = context.viewStateStore.content.folderViews
            if folderViews.indices.contains(index), folderViews[index].folderUUID == folderUUID {
                tableView.setContentOffset(folderViews[index].scrollOffset)
            }
        }
    }

    private func updateTitle(_ document: RecordingsDocument) {
        let title =
            folderUUID == document.rootUUID ? RecordingsStrings.rootTitle : (document.folder(folderUUID)?.name ?? "")
        if self.title != title { self.title = title }
        if navigationItem.title != title { navigationItem.title = title }
    }

    /// Edit mode from the Edit button goes to the view state (the button already toggled the table).
    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        guard !isApplyingState else { return }
        context.viewStateStore.setEditing(editing, at: index, alreadyApplied: true)
    }

    /// Runs `body` without reporting the changes it causes back to the view state.
    private func withStateApplied(_ body: () -> Void) {
        let wasApplying = isApplyingState
        isApplyingState = true
        body()
        isApplyingState = wasApplying
    }

    // MARK: Actions

    /// Asks for a new folder's name: a text alert in the view state.
    public func createNewFolder(_ sender: Any?) {
        context.viewStateStore.showTextAlert(TextAlertState(text: "", parentUUID: folderUUID, recordingUUID: nil))
    }

    /// Shows the record screen for this folder: a record view state.
    public func createNewRecording(_ sender: Any?) {
        context.viewStateStore.showRecorder(in: folderUUID)
    }

    // MARK: Table view

    /// The UUID of the item at `indexPath` (the book's `uuidAtIndexPath`).
    func uuidAtIndexPath(_ indexPath: IndexPath) -> UUID? {
        itemAtIndexPath(indexPath)?.uuid
    }

    /// The item at `indexPath` (the book's `itemAtIndexPath`).
    func itemAtIndexPath(_ indexPath: IndexPath) -> DocumentItem? {
        items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = itemAtIndexPath(indexPath)
        let isFolder = item?.folder != nil
        let identifier = isFolder ? CellID.folder : CellID.recording
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel.text = RecordingsStrings.rowText(name: item?.name ?? "", isFolder: isFolder)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Deletes the item: the document removes it, and the notification deletes the row.
    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let uuid = uuidAtIndexPath(indexPath) else { return }
        context.documentStore.removeItem(uuid: uuid)
    }

    /// Pushes a folder (the book's `pushFolder(_:)` round trip) or loads a recording into the player.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        switch itemAtIndexPath(indexPath) {
        case .folder(let folder):
            context.viewStateStore.pushFolder(folder.uuid)
        case .recording(let recording):
            context.viewStateStore.setPlaySelection(recording.uuid)
            tableView.deselectRow(at: indexPath, animated: true)
        case nil:
            break
        }
    }

    public override func tableViewDidScroll(_ tableView: TableView) {
        guard !isApplyingState else { return }
        context.viewStateStore.setScrollOffset(tableView.contentOffset, at: index)
    }
}
