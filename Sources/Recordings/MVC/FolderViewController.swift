public import Foundation
public import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The list of a folder's items (the book's `FolderViewController`): the first one shows the root
/// folder; selecting a folder pushes another; selecting a recording shows the player.
///
/// The screen follows chapter 3's rule for changing the model: actions (delete, create) only call the
/// model and never touch the table; the table changes only in ``handle(_:)``, when the store reports the
/// change. With chapter 3's improvements it keeps only construction, actions, change handling and
/// restoration: the table's data source is a ``FolderViewDataSource`` (improvement 6), cells configure
/// themselves (improvement 7), the folder arrives through the observer helper with its initial call
/// (improvement 1), and a ``MiniPlayerViewController`` child sits below the table (improvement 5).
///
/// The screen of a selected folder comes from ``screens``, the factory the app delegate was built with
/// (improvement 3's `instantiate(_:)`): an app built on these screens makes its own subclass there.
@MainActor
open class FolderViewController: TableViewController {
    /// The folder shown. It is set in one place, the observer helper's callback; a change reloads the
    /// table and the title (the book's `didSet`).
    public private(set) var folder: Folder {
        didSet { updateForChangedFolder() }
    }

    /// The app's store, audio and clock.
    public var context: RecordingsLibrary { sharedPlayer.context }
    /// The window's playback, shown by the mini player and the player.
    public let sharedPlayer: SharedPlayer
    /// The table's data source (the book's `lazy var dataSource`), kept in step with ``folder``.
    public let dataSource: FolderViewDataSource
    /// The mini player below the table, a child view controller.
    public let miniPlayer: MiniPlayerViewController
    /// The "new recording" bar button (target/action `createNewRecording`).
    public let newRecordingButton: BarButtonItem
    /// The "new folder" bar button (target/action `createNewFolder`).
    public let newFolderButton: BarButtonItem
    /// Makes the screen of a folder the person selects.
    public let screens: any ScreenFactory
    private var folderObservation: StoreObservation?
    private var contentsObservation: StoreObservation?

    /// Creates a screen for `folder`; pass the store's root folder for the first screen (the book's
    /// `instantiate(_:)` factory, as an initializer). Selected folders' screens come from `screens`.
    public init(folder: Folder, sharedPlayer: SharedPlayer, screens: any ScreenFactory = MVCScreens()) {
        self.folder = folder
        self.sharedPlayer = sharedPlayer
        self.screens = screens
        dataSource = FolderViewDataSource(folder)
        miniPlayer = MiniPlayerViewController(sharedPlayer: sharedPlayer, screens: screens)
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
        dataSource.registerCells(with: tableView)
        addChild(miniPlayer)
        // NB: the book subscribes in `viewDidLoad`. We subscribe on construction, because restoration
        // creates screens that sit below the top of the stack with their views unloaded, and those must
        // still leave the stack when their folder is deleted.
        contentsObservation = context.store.addObserver { [weak self] change in self?.handle(change) }
        observe(folder)
    }

    /// Observes `folder` with the observer helper: its initial call and every rename set ``folder``; its
    /// deletion removes the screen from the navigation stack.
    private func observe(_ folder: Folder) {
        folderObservation = context.store.addObserver(at: folder.uuidPath) { [weak self] (folder: Folder?) in
            guard let self else { return }
            if let folder { self.folder = folder } else { self.removeFromNavigationStack() }
        }
    }

    /// The table, with the mini player below it.
    open override func loadView() {
        super.loadView()
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [tableView, miniPlayer.view])
        miniPlayer.didMove(toParent: self)
    }

    /// Sets up the table (the book's `viewDidLoad`).
    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = dataSource
    }

    private func updateForChangedFolder() {
        dataSource.folder = folder
        tableView.reloadData()
        let title = RecordingsStrings.title(for: folder)
        self.title = title
        navigationItem.title = title
    }

    // MARK: Changing the view

    /// Applies a change among the folder's items to the table: the only place rows change.
    ///
    /// Changes of the folder itself (a rename, its deletion) arrive through the observer helper.
    func handle(_ change: StoreChange) {
        guard change.parent === folder else { return }
        dataSource.folder = folder
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

    /// Takes this screen off its navigation stack: its folder was deleted. A subclass may leave that to
    /// whoever owns navigation (the coordinator lesson's folder screen tells its coordinator).
    open func removeFromNavigationStack() {
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
    open func createNewRecording(_ sender: Any?) {
        let recorder = screens.instantiateRecordViewController(folder, context: context)
        present(recorder, animated: true)
    }

    /// The item of the selected row (the book's `selectedItem`).
    public var selectedItem: Item? {
        guard let indexPath = tableView.indexPathForSelectedRow, folder.contents.indices.contains(indexPath.row)
        else { return nil }
        return folder.contents[indexPath.row]
    }

    // MARK: Table view

    /// Pushes a folder screen for a folder (the `showFolder` segue), or shows the player for a recording
    /// (the `showPlayer` segue: the recording is loaded into the shared player, unless it is loaded
    /// already, which keeps it playing, and a new player in its own navigation controller is shown as the
    /// detail).
    open override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        switch selectedItem {
        case let selected as Folder:
            navigationController?.pushViewController(
                screens.instantiateFolderViewController(selected, sharedPlayer: sharedPlayer), animated: true)
        case let recording as Recording:
            sharedPlayer.recording = recording
            splitViewController?.showDetailViewController(
                screens.instantiatePlayerNavigationController(sharedPlayer: sharedPlayer), sender: self)
            tableView.deselectRow(at: indexPath, animated: true)
        default:
            break
        }
    }

    // MARK: Restoration

    open override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(folder.uuidPath, forKey: RestorationID.uuidPathKey)
    }

    /// Shows the encoded folder if it still exists; otherwise leaves the navigation stack, unless this is
    /// the stack's first screen (which then keeps showing the root folder).
    open override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let folder = context.store.item(atUUIDPath: uuidPath) as? Folder
        {
            observe(folder)
        } else if let navigation = navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === self }), index != 0
        {
            var controllers = navigation.viewControllers
            controllers.remove(at: index)
            navigation.setViewControllers(controllers, animated: false)
        }
    }
}
