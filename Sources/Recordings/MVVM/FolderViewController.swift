public import Foundation
import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The list of a folder's items (the book's MVVM-C `FolderViewController`): it binds its view model's
/// outputs to the title and the table and forwards every action, to the view model (create, delete) or
/// to its ``delegate``, the coordinator (select, record).
///
/// The screen does not know which folder comes next or how a recording is shown: it holds no reference to
/// another screen. The table's rows change only through ``FolderViewModel/folderContents``, animated by a
/// ``FolderTableDataSource``. A ``MiniPlayerViewController`` child sits below the table, as in the other
/// patterns.
@MainActor
public final class FolderViewController: TableViewController {
    /// The view model: the folder, the title and the rows.
    public let viewModel: FolderViewModel
    /// The coordinator, held weakly.
    public weak var delegate: (any FolderViewControllerDelegate)?
    /// The table's data source, which also animates each change.
    public let dataSource = FolderTableDataSource()
    /// The mini player below the table, a child view controller.
    public let miniPlayer: MiniPlayerViewController
    /// The "new recording" bar button.
    public let newRecordingButton = BarButtonItem(title: nil, systemItem: .add)
    /// The "new folder" bar button.
    public let newFolderButton = BarButtonItem(title: nil, systemItem: .organize)
    private var observations: [PropertyObservation] = []

    /// Creates the screen of `viewModel`'s folder with `miniPlayer` below the table.
    public init(viewModel: FolderViewModel, miniPlayer: MiniPlayerViewController) {
        self.viewModel = viewModel
        self.miniPlayer = miniPlayer
        super.init()
        restorationIdentifier = RestorationID.folder
        newRecordingButton.accessibilityLabel = RecordingsStrings.newRecording
        newRecordingButton.setTarget(self, action: FolderViewController.createNewRecording)
        newFolderButton.accessibilityLabel = RecordingsStrings.newFolder
        newFolderButton.setTarget(self, action: FolderViewController.createNewFolder)
        navigationItem.rightBarButtonItems = [newRecordingButton, newFolderButton]
        dataSource.registerCells(with: tableView)
        dataSource.onDelete = { [weak self] item in self?.viewModel.deleteItem(item) }
        addChild(miniPlayer)
        // NB: the book binds in `viewDidLoad`. We bind on construction: restoration creates screens below
        // the top of the stack with their views unloaded, and the back button above them shows their title.
        observations = [
            viewModel.navigationTitle.observe { [weak self] title in
                self?.title = title
                self?.navigationItem.title = title
            },
            viewModel.folderContents.observe { [weak self] sections in
                guard let self else { return }
                self.dataSource.apply(sections, to: self.tableView)
            },
        ]
    }

    /// The table, with the mini player below it.
    public override func loadView() {
        super.loadView()
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [tableView, miniPlayer.view])
        miniPlayer.didMove(toParent: self)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = dataSource
    }

    // MARK: Actions

    /// Asks for a folder name and has the view model create the folder (the book's `createNewFolder`); a
    /// refused name is explained in an alert.
    public func createNewFolder(_ sender: Any?) {
        modalTextAlert(
            title: RecordingsStrings.createFolder, accept: RecordingsStrings.create,
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

    /// Asks the coordinator for the record screen for this folder (the book's `createNewRecording`).
    public func createNewRecording(_ sender: Any?) {
        delegate?.createRecording(in: viewModel.folder)
    }

    // MARK: Table view

    /// Tells the coordinator which item was selected; a recording's row is deselected afterwards, as the
    /// reference code does.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = dataSource.item(at: indexPath) else { return }
        delegate?.didSelect(item)
        if item is Recording { tableView.deselectRow(at: indexPath, animated: true) }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(viewModel.folder.uuidPath, forKey: RestorationID.uuidPathKey)
    }

    /// Shows the encoded folder if it still exists; otherwise asks the coordinator to drop the screen.
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey)
        if uuidPath.map(viewModel.restoreFolder(atUUIDPath:)) != true {
            delegate?.folderViewControllerLostItsFolder(self)
        }
    }
}
