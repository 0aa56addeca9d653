public import Bindings
public import Foundation
@preconcurrency import OpenCombine
public import RecordingsCore
import RecordingsUI
public import ViewKit

/// The list of a folder's items (the book's MVVM-C `FolderViewController`): it binds its view model's
/// title and rows, forwards deletions and the new-folder prompt to the view model, and asks its delegate
/// (the coordinator) for everything that shows another screen. The mini player sits below the table.
@MainActor
public final class FolderViewController: TableViewController {
    /// The view model.
    public let viewModel: FolderViewModel
    /// The mini player below the table, a child view controller.
    public let miniPlayer: MiniPlayerViewController
    /// Opens folders, plays recordings and presents the record screen.
    public weak var delegate: (any FolderViewControllerDelegate)?
    /// The "new recording" bar button.
    public let newRecordingButton = BarButtonItem(title: nil, systemItem: .add)
    /// The "new folder" bar button.
    public let newFolderButton = BarButtonItem(title: nil, systemItem: .organize)
    /// The table's data source, fed by ``FolderViewModel/folderContents``.
    public let dataSource: AnimatedTableDataSource<Int, Item, UUID, String>

    /// Creates a folder screen for `viewModel`, with a mini player for `miniPlayer`.
    public init(viewModel: FolderViewModel, miniPlayer: MiniPlayerViewModel) {
        self.viewModel = viewModel
        self.miniPlayer = MiniPlayerViewController(viewModel: miniPlayer)
        dataSource = AnimatedTableDataSource(
            id: { $0.uuid },
            content: { FolderViewModel.text(for: $0) },
            configureCell: { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(
                    withIdentifier: item is Recording ? CellID.recording : CellID.folder, for: indexPath)
                cell.textLabel.text = FolderViewModel.text(for: item)
                cell.accessoryType = .disclosureIndicator
                return cell
            })
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
        dataSource.commitDelete = { [weak viewModel] item in viewModel?.deleteItem(item) }
        addChild(self.miniPlayer)
        // NB: the book binds in `viewDidLoad`. The title is bound on construction: a restored screen below
        // the top of the stack has no view yet, and the back button above it shows its title.
        viewModel.navigationTitle.bind(to: self) { controller, title in
            controller.title = title
            controller.navigationItem.title = title
        }
    }

    /// The table, with the mini player below it.
    public override func loadView() {
        super.loadView()
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [tableView, miniPlayer.view])
        miniPlayer.didMove(toParent: self)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.bind(viewModel.folderContents, to: tableView)
    }

    // MARK: Actions

    /// Asks for a folder name and passes it to the view model; a refused name is explained.
    public func createNewFolder(_ sender: Any?) {
        modalTextAlert(
            title: RecordingsStrings.createFolder, accept: RecordingsStrings.create, cancel: RecordingsStrings.cancel,
            placeholder: RecordingsStrings.folderName
        ) { [weak self] text in
            guard let self else { return }
            do throws(NameError) {
                try self.viewModel.create(folderNamed: text)
            } catch {
                self.presentNameError(error)
            }
        }
    }

    /// Asks the coordinator for the record screen.
    public func createNewRecording(_ sender: Any?) {
        delegate?.createRecording(in: viewModel.folder.value)
    }

    /// Tells the coordinator which item the person selected.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = dataSource.item(at: indexPath) else { return }
        delegate?.didSelect(item)
        // NB: as in MVC, a recording's row is deselected once its player shows; a folder's when its screen
        // is left (the table view controller clears the selection when it reappears).
        if item is Recording { tableView.deselectRow(at: indexPath, animated: true) }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(viewModel.folder.value.uuidPath, forKey: RestorationID.uuidPathKey)
    }

    /// Shows the encoded folder if it still exists; otherwise leaves the navigation stack, unless this is
    /// the stack's first screen (which then keeps showing the root folder).
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let folder = viewModel.folder.value.store?.item(atUUIDPath: uuidPath) as? Folder
        {
            viewModel.folder.value = folder
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
