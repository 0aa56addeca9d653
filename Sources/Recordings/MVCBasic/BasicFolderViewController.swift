public import Foundation
public import RecordingsCore
import RecordingsMVC
import RecordingsUI
public import ViewKit

/// The list of a folder's items as chapter 3 first presents the book's `FolderViewController`, before its
/// Improvements section: one controller that is the table's data source and delegate, configures its
/// cells, observes the store's change notification and handles it in ``handleChangeNotification(_:)``.
///
/// The folder gets its value in several places, the weakness the chapter's first improvement removes: it
/// starts as the root folder (the book's `var folder: Folder = Store.shared.rootFolder`), the screen that
/// pushes this one sets it (the `prepare(for:sender:)` step of the `showFolder` segue), the notification
/// handler sets it again when the folder changes, and restoration sets it from the archive.
///
/// Actions only call the model; rows change only in the notification handler, when the store reports the
/// change. Selecting a recording shows a new ``BasicPlayViewController`` as the split view's detail.
@MainActor
public final class BasicFolderViewController: TableViewController {
    /// The reuse identifiers of the two kinds of row (the storyboard's cell identifiers).
    public enum CellID {
        /// A recording's row.
        public static let recording = "RecordingCell"
        /// A folder's row.
        public static let folder = "FolderCell"
    }

    /// The folder shown: the root folder until someone sets another. Setting it reloads the table and the
    /// title (the book's `didSet`).
    public var folder: Folder {
        didSet { updateForChangedFolder() }
    }

    /// The app's store, audio and clock.
    public let context: RecordingsLibrary
    /// The "new recording" bar button (target/action ``createNewRecording(_:)``).
    public let newRecordingButton = BarButtonItem(title: nil, systemItem: .add)
    /// The "new folder" bar button (target/action ``createNewFolder(_:)``).
    public let newFolderButton = BarButtonItem(title: nil, systemItem: .organize)
    private var observation: StoreObservation?

    /// Creates a screen showing the library's root folder; whoever shows it for another folder sets
    /// ``folder`` afterwards.
    public init(context: RecordingsLibrary) {
        self.context = context
        folder = context.store.rootFolder
        super.init()
        restorationIdentifier = RestorationID.folder
        newRecordingButton.accessibilityLabel = RecordingsStrings.newRecording
        newRecordingButton.setTarget(self, action: BasicFolderViewController.createNewRecording)
        newFolderButton.accessibilityLabel = RecordingsStrings.newFolder
        newFolderButton.setTarget(self, action: BasicFolderViewController.createNewFolder)
        navigationItem.rightBarButtonItems = [newRecordingButton, newFolderButton]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.recording)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.folder)
        // NB: the book adds the observer in `viewDidLoad`. We add it on construction: restoration creates
        // screens below the top of the stack whose views are not loaded, and those must still leave the
        // stack when their folder is deleted. The handler compares with `folder` when a change arrives, so
        // the folder set later by the pushing screen is the one observed.
        observation = context.store.addObserver { [weak self] change in self?.handleChangeNotification(change) }
        updateForChangedFolder()
    }

    /// Adds the Edit button (the book's `viewDidLoad`).
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = editButtonItem
    }

    private func updateForChangedFolder() {
        tableView.reloadData()
        let title = RecordingsStrings.title(for: folder)
        self.title = title
        navigationItem.title = title
    }

    // MARK: Changing the view

    /// Applies a change the store reports (the book's `handleChangeNotification(_:)`): a change of the
    /// folder shown sets ``folder`` again, or removes the screen when the folder was deleted; a change among
    /// its items becomes one row operation.
    func handleChangeNotification(_ change: StoreChange) {
        // Handle changes to the current folder
        if let item = change.item as? Folder, item === folder {
            if change.reason == .removed {
                removeFromNavigationStack()
            } else {
                folder = item
            }
        }
        // Handle changes to children of the current folder
        guard change.parent === folder else { return }
        // NB: the book's listing reads `oldValue` from `newValueKey` and `newValue` from `oldValueKey`, and
        // falls back to `reloadData()` for a notification without a reason. StoreChange carries each index
        // with its reason, so we follow the intent and no change lacks a reason.
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
    /// NB: the book adds whatever was typed; our model refuses an empty or too long name, which is
    /// explained in an alert, and nothing is created.
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

    /// Presents the record screen for this screen's folder (the book's `createNewRecording`, the
    /// `showRecorder` segue, whose `prepare(for:sender:)` step gives the record screen the folder).
    public func createNewRecording(_ sender: Any?) {
        present(RecordViewController(folder: folder, context: context), animated: true)
    }

    /// The item of the selected row (the book's `selectedItem`).
    private var selectedItem: Item? {
        guard let indexPath = tableView.indexPathForSelectedRow, folder.contents.indices.contains(indexPath.row)
        else { return nil }
        return folder.contents[indexPath.row]
    }

    // MARK: Segues

    /// Performs the storyboard's segue for the selected row: `showFolder` for a folder, `showPlayer` for a
    /// recording.
    ///
    /// NB: the book's `prepare(for:sender:)` stops the app (a fatal error) when the selection does not fit the
    /// segue; here the row's item chooses the segue, so no such case exists.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        switch selectedItem {
        case let selectedFolder as Folder:
            let folderVC = BasicFolderViewController(context: context)
            folderVC.folder = selectedFolder
            navigationController?.pushViewController(folderVC, animated: true)
        case let recording as Recording:
            let playVC = BasicPlayViewController(context: context)
            playVC.recording = recording
            splitViewController?.showDetailViewController(
                BasicPlayViewController.inNavigationController(playVC), sender: self)
            tableView.deselectRow(at: indexPath, animated: true)
        default:
            break
        }
    }

    // MARK: Table view data source

    public override func numberOfSections(in tableView: TableView) -> Int { 1 }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        folder.contents.count
    }

    /// A row shows "emoji + name" (the book configures the cell here; improvement 7 later moves it into a
    /// cell extension) with the storyboard prototype's disclosure indicator.
    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard folder.contents.indices.contains(indexPath.row) else {
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        let item = folder.contents[indexPath.row]
        let identifier = item is Recording ? CellID.recording : CellID.folder
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel.text = RecordingsStrings.rowText(for: item)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Removes the row's item from the folder; the row goes when the store's notification arrives.
    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, folder.contents.indices.contains(indexPath.row) else { return }
        folder.remove(folder.contents[indexPath.row])
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
