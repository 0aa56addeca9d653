public import Foundation
public import RecordingsCore
public import ViewKit

/// The list of a folder's items (the book's `FolderViewController`): the first one shows the root
/// folder; selecting a folder pushes another; selecting a recording shows the player.
///
/// The screen follows chapter 3's rule for changing the model: actions (delete, create) only call the
/// model and never touch the table; the table changes only in ``handle(_:)``, when the store reports the
/// change. The folder screen is the book's largest controller, and it stays small: construction
/// (``init(folder:context:)``, the book's `instantiate(_:)` factory), table data source, actions,
/// notification handling and restoration.
@MainActor
public final class FolderViewController: TableViewController {
    /// The folder shown; setting it reloads the table and the title (the book's `didSet`).
    public var folder: Folder {
        didSet { updateForChangedFolder() }
    }

    /// The app's store, audio and clock.
    public let context: RecordingsLibrary
    /// The "new recording" bar button (target/action `createNewRecording`).
    public let newRecordingButton: BarButtonItem
    /// The "new folder" bar button (target/action `createNewFolder`).
    public let newFolderButton: BarButtonItem
    private var observation: StoreObservation?

    /// Creates a screen for `folder`; pass the store's root folder for the first screen.
    public init(folder: Folder, context: RecordingsLibrary) {
        self.folder = folder
        self.context = context
        newRecordingButton = BarButtonItem(title: nil, systemItem: .add)
        newFolderButton = BarButtonItem(title: nil, systemItem: .organize)
        super.init()
        restorationIdentifier = RestorationID.folder
        newRecordingButton.accessibilityLabel = RecordingsStrings.newRecording
        newRecordingButton.setTarget(self, action: FolderViewController.createNewRecording)
        newFolderButton.accessibilityLabel = RecordingsStrings.newFolder
        newFolderButton.setTarget(self, action: FolderViewController.createNewFolder)
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItems = [newRecordingButton, newFolderButton]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.recording)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.folder)
        // NB: the book subscribes in `viewDidLoad`. We subscribe on construction, because restoration
        // creates screens that sit below the top of the stack with their views unloaded, and those must
        // still leave the stack when their folder is deleted.
        observation = context.store.addObserver { [weak self] change in self?.handle(change) }
        updateForChangedFolder()
    }

    private func updateForChangedFolder() {
        tableView.reloadData()
        let title = RecordingsStrings.title(for: folder)
        self.title = title
        navigationItem.title = title
    }

    // MARK: Changing the view

    /// Applies a model change to the views: the only place the table changes.
    ///
    /// A change of the shown folder itself either removes the screen from its navigation stack (the
    /// folder was deleted) or re-assigns ``folder`` (title and reload). A change among the folder's items
    /// becomes the matching row operation.
    func handle(_ change: StoreChange) {
        if change.item === folder {
            if change.reason == .removed {
                removeFromNavigationStack()
            } else {
                folder = change.item as? Folder ?? folder
            }
        }
        guard change.parent === folder else { return }
        // NB: the book's listing reads `oldValue` from `newValueKey` and `newValue` from `oldValueKey`.
        // StoreChange carries each index with its reason, so we follow the intent: delete at the old
        // index, insert at the new one, move from old to new and reload there.
        switch change.kind {
        case .removed(let oldIndex):
            tableView.deleteRows(at: [IndexPath(row: oldIndex, section: 0)], with: .right)
        case .added(let newIndex):
            tableView.insertRows(at: [IndexPath(row: newIndex, section: 0)], with: .left)
        case .renamed(let oldIndex, let newIndex):
            tableView.moveRow(at: IndexPath(row: oldIndex, section: 0), to: IndexPath(row: newIndex, section: 0))
            tableView.reloadRows(at: [IndexPath(row: newIndex, section: 0)], with: .fade)
        }
    }

    private func removeFromNavigationStack() {
        guard let navigation = navigationController else { return }
        navigation.setViewControllers(navigation.viewControllers.filter { $0 !== self }, animated: false)
    }

    // MARK: Actions

    /// Asks for a folder name and adds the folder to this screen's folder (the book's `createNewFolder`).
    ///
    /// A refused name (empty, or too long) is explained in an alert and nothing is created.
    public func createNewFolder(_ sender: Any?) {
        modalTextAlert(
            title: RecordingsStrings.createFolder, accept: RecordingsStrings.create,
            placeholder: RecordingsStrings.folderName
        ) { [weak self] text in
            guard let self, let text else { return }
            do throws(NameError) {
                let name = try Item.validatedName(text)
                self.folder.add(Folder(name: name, uuid: UUID()))
            } catch {
                self.presentNameError(error)
            }
        }
    }

    /// Presents the record screen for this screen's folder (the book's `createNewRecording`, which
    /// performs the `showRecorder` segue).
    public func createNewRecording(_ sender: Any?) {
        let recorder = RecordViewController(folder: folder, context: context)
        present(recorder, animated: true)
    }

    /// The item of the selected row (the book's `selectedItem`).
    private var selectedItem: Item? {
        guard let indexPath = tableView.indexPathForSelectedRow, folder.contents.indices.contains(indexPath.row)
        else { return nil }
        return folder.contents[indexPath.row]
    }

    // MARK: Table view

    public override func numberOfSections(in tableView: TableView) -> Int { 1 }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        folder.contents.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = folder.contents[indexPath.row]
        let cell = tableView.dequeueReusableCell(
            withIdentifier: item is Recording ? CellID.recording : CellID.folder, for: indexPath)
        cell.textLabel.text = RecordingsStrings.rowText(for: item)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Deletes the row's item from the model; the row goes when the store reports the removal.
    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, folder.contents.indices.contains(indexPath.row) else { return }
        folder.remove(folder.contents[indexPath.row])
    }

    /// Pushes a folder screen for a folder (the `showFolder` segue), or shows the player for a recording
    /// (the `showPlayer` segue: a new player in its own navigation controller, shown as the detail).
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        switch selectedItem {
        case let selected as Folder:
            navigationController?.pushViewController(
                FolderViewController(folder: selected, context: context), animated: true)
        case let recording as Recording:
            let player = PlayViewController(context: context)
            player.recording = recording
            let playerNavigation = NavigationController(rootViewController: player)
            playerNavigation.restorationIdentifier = RestorationID.playerNavigation
            splitViewController?.showDetailViewController(playerNavigation, sender: self)
            tableView.deselectRow(at: indexPath, animated: true)
        default:
            break
        }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(folder.uuidPath, forKey: RestorationID.uuidPathKey)
    }

    /// Shows the encoded folder if it still exists; otherwise leaves the navigation stack, unless this is
    /// the stack's first screen (which then keeps showing the root folder).
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let folder = context.store.item(atUUIDPath: uuidPath) as? Folder
        {
            self.folder = folder
        } else if let navigation = navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === self }), index != 0
        {
            var controllers = navigation.viewControllers
            controllers.remove(at: index)
            navigation.setViewControllers(controllers, animated: false)
        }
    }
}

/// The table's reuse identifiers (the storyboard's cell identifiers).
private enum CellID {
    static let recording = "RecordingCell"
    static let folder = "FolderCell"
}
