public import Foundation
import RecordingsCore
import RecordingsRemote
import RecordingsUI
import Services
public import ViewKit

/// A folder's items as the server lists them (the controller-owned variant's `FolderViewController`).
///
/// The screen owns its data: ``folder`` (a value, view state) is filled by its own request, made in
/// `viewDidLoad` and on pull-to-refresh, and changed only by its own requests' answers. While a request
/// runs the folder is `.loading` (the screen says "Loading…") and a second one is not sent. A delete is
/// sent first and applied when the server confirms it (the row says "Deleting…" meanwhile); a refusal or
/// failure keeps the row and says why. New folders and recordings are created the same way. Nothing is
/// saved on this machine: the server keeps the library.
@MainActor
public final class FolderViewController: TableViewController {
    /// The folder, as the last answer showed it; setting it redraws the table (the book's `didSet`).
    public private(set) var folder: Folder {
        didSet {
            if !isChangingRows { tableView.reloadData() }
            updateTitleAndState()
        }
    }

    /// The server, the audio and the clock.
    public let client: RecordingsClient
    /// "Loading…" while the folder's request runs.
    public let loadingLabel = Label(text: RecordingsStrings.loading, style: .caption)
    /// The "new recording" bar button.
    public let newRecordingButton = BarButtonItem(title: nil, systemItem: .add)
    /// The "new folder" bar button.
    public let newFolderButton = BarButtonItem(title: nil, systemItem: .organize)
    /// The request under way for the folder's contents (the book's `task`).
    public private(set) var task: Task<Void, Never>?
    /// The items whose deletion was sent and not yet answered.
    public private(set) var deleting: Set<UUID> = []

    /// Creates the screen of `folder` (unloaded until the screen loads; ``Folder/unknownRoot`` for the
    /// root, whose UUID is asked first).
    public init(folder: Folder, client: RecordingsClient) {
        self.folder = folder
        self.client = client
        super.init()
        restorationIdentifier = RestorationID.folder
        newRecordingButton.accessibilityLabel = RecordingsStrings.newRecording
        newRecordingButton.setTarget(self, action: FolderViewController.createNewRecording)
        newFolderButton.accessibilityLabel = RecordingsStrings.newFolder
        newFolderButton.setTarget(self, action: FolderViewController.createNewFolder)
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItems = [newRecordingButton, newFolderButton]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        updateTitleAndState()
    }

    public override func loadView() {
        super.loadView()
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [loadingLabel, tableView])
    }

    /// Sets up pull-to-refresh and loads the folder (the book's `viewDidLoad`).
    public override func viewDidLoad() {
        super.viewDidLoad()
        let refreshControl = RefreshControl()
        refreshControl.addTarget(self, action: FolderViewController.reload, for: .valueChanged)
        tableView.refreshControl = refreshControl
        reload()
    }

    private func updateTitleAndState() {
        let title = folder.isRoot ? RecordingsStrings.rootTitle : folder.name
        self.title = title
        navigationItem.title = title
        loadingLabel.isHidden = folder.state != .loading
    }

    // MARK: Loading (the book's `reload`)

    /// Asks the server for the folder's contents, unless a request is under way already.
    public func reload() {
        guard folder.state != .loading else { return }
        let previous = folder.state
        folder.state = .loading
        tableView.refreshControl?.beginRefreshing()
        guard !folder.path.isEmpty else {
            task = client.webservice.load(client.store.root) { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let root):
                    self.folder = root
                    self.reload()
                case .failure(let error):
                    self.loadFailed(error.description, previous: previous)
                }
            }
            return
        }
        task = client.webservice.load(client.store.contents(of: folder)) { [weak self] result in
            guard let self else { return }
            self.tableView.refreshControl?.endRefreshing()
            switch result {
            case .success(let contents?):
                self.folder.contents = contents
                self.folder.state = .loaded
            case .success(nil):
                self.loadFailed(APIErrorKey.parentNotFound.description, previous: previous)
            case .failure(let error):
                self.loadFailed(error.description, previous: previous)
            }
        }
    }

    private func loadFailed(_ reason: String, previous: Folder.State) {
        tableView.refreshControl?.endRefreshing()
        folder.state = previous == .loading ? .unloaded : previous
        presentMessage(
            title: RecordingsStrings.serverProblem, message: RecordingsStrings.cannotLoad(title ?? "", reason),
            ok: RecordingsStrings.ok)
    }

    // MARK: Table view

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        folder.contents.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        guard folder.contents.indices.contains(indexPath.row) else { return cell }
        let item = folder.contents[indexPath.row]
        cell.textLabel.text = item.rowText
        cell.detailTextLabel.text = deleting.contains(item.uuid) ? RecordingsStrings.deleting : nil
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        folder.contents.indices.contains(indexPath.row) && !deleting.contains(folder.contents[indexPath.row].uuid)
    }

    /// Shows a folder's screen, or a recording's player as the detail.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard folder.contents.indices.contains(indexPath.row) else { return }
        switch folder.contents[indexPath.row] {
        case .folder(let child):
            navigationController?.pushViewController(
                FolderViewController(folder: child, client: client), animated: true)
        case .recording(let recording):
            let player = PlayViewController(recording: recording, client: client)
            player.onRenamed = { [weak self] renamed in self?.recordingRenamed(renamed) }
            splitViewController?.showDetailViewController(
                NavigationController(rootViewController: player), sender: self)
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    // MARK: Changing the data (sent first, applied when the server confirms)

    /// Sends the deletion of the row's item; the row goes only when the server confirms it (the book's
    /// steps 1–4), and says "Deleting…" until then.
    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, folder.contents.indices.contains(indexPath.row) else { return }
        let item = folder.contents[indexPath.row]
        guard deleting.insert(item.uuid).inserted else { return }
        tableView.reloadRows(at: [indexPath], with: .none)
        client.webservice.load(client.store.change(.delete, item: item, in: folder.path)) { [weak self] result in
            guard let self else { return }
            self.deleting.remove(item.uuid)
            switch result {
            case .success(.applied), .success(.rejected(.itemNotFound)):
                self.deleteItem(item)
            case .success, .failure:
                self.reloadRow(of: item)
                self.presentMessage(
                    title: RecordingsStrings.serverProblem,
                    message: "“\(item.name)” was not deleted: \(RecordingsClient.describe(result))",
                    ok: RecordingsStrings.ok)
            }
        }
    }

    /// Removes a deleted item from the cached contents and its row (the book's `deleteItem`).
    func deleteItem(_ item: Item) {
        guard let index = folder.contents.firstIndex(where: { $0.uuid == item.uuid }) else { return }
        withoutRedraw { $0.contents.remove(at: index) }
        tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
    }

    /// Adds a created item to the cached contents at its place by name, and its row.
    func insertItem(_ item: Item) {
        guard !folder.contents.contains(where: { $0.uuid == item.uuid }) else { return }
        let index = folder.contents.firstIndex { item.name < $0.name } ?? folder.contents.count
        withoutRedraw { $0.contents.insert(item, at: index) }
        tableView.insertRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
    }

    /// The player renamed a recording of this folder: the new name is propagated by hand (no model tells
    /// this screen, the book's point about controller-owned data).
    func recordingRenamed(_ recording: Recording) {
        guard let index = folder.contents.firstIndex(where: { $0.uuid == recording.uuid }) else { return }
        withoutRedraw { folder in
            folder.contents.remove(at: index)
            let item = Item.recording(recording)
            let newIndex = folder.contents.firstIndex { item.name < $0.name } ?? folder.contents.count
            folder.contents.insert(item, at: newIndex)
        }
        tableView.reloadData()
    }

    private func reloadRow(of item: Item) {
        guard let index = folder.contents.firstIndex(where: { $0.uuid == item.uuid }) else { return }
        tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
    }

    /// Changes the cached folder without the full redraw of its `didSet`, for changes the table is told
    /// about row by row.
    private func withoutRedraw(_ change: (inout Folder) -> Void) {
        var changed = folder
        change(&changed)
        isChangingRows = true
        folder = changed
        isChangingRows = false
    }

    private var isChangingRows = false

    /// Asks for a name and creates a folder on the server; it appears when the server confirms it.
    public func createNewFolder(_ sender: Any?) {
        modalTextAlert(
            title: RecordingsStrings.createFolder, accept: RecordingsStrings.create,
            placeholder: RecordingsStrings.folderName
        ) { [weak self] text in
            guard let self, let text else { return }
            let name: String
            do throws(NameError) {
                name = try RecordingsCore.Item.validatedName(text)
            } catch {
                self.presentMessage(title: RecordingsStrings.invalidName, message: error.description)
                return
            }
            let uuid = UUID()
            let item = Item.folder(Folder(uuid: uuid, name: name, path: self.folder.path + [uuid]))
            self.client.webservice.load(self.client.store.change(.create, item: item, in: self.folder.path)) {
                [weak self] result in
                guard let self else { return }
                if case .success(.applied) = result {
                    self.insertItem(item)
                } else {
                    self.presentMessage(
                        title: RecordingsStrings.serverProblem,
                        message: "“\(name)” was not created: \(RecordingsClient.describe(result))")
                }
            }
        }
    }

    /// Presents the record screen; a recording it uploads appears here.
    public func createNewRecording(_ sender: Any?) {
        guard !folder.path.isEmpty else { return }
        let recorder = RecordViewController(folderPath: folder.path, client: client)
        recorder.onSaved = { [weak self] recording in self?.insertItem(.recording(recording)) }
        present(recorder, animated: true)
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(folder.path, forKey: RestorationID.uuidPathKey)
        coder.encode(folder.name, forKey: RestorationID.folderNameKey)
    }

    /// Shows the encoded folder again and asks the server for it (nothing was kept on this machine).
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        guard let path = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey), let uuid = path.last else {
            return
        }
        task?.cancel()
        folder = Folder(
            uuid: uuid, name: coder.decode(String.self, forKey: RestorationID.folderNameKey) ?? "", path: path)
        if isViewLoaded { reload() }
    }
}
