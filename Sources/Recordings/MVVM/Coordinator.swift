public import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The coordinator of one window (the book's MVVM-C `Coordinator`): it creates every screen with its view
/// model, is the delegate of the screens, and does every push, present, pop and dismiss.
///
/// - Selecting a folder pushes its screen; selecting a recording loads it into the window's
///   ``SharedPlayer`` and shows a new player as the split view's detail (pushed when collapsed).
/// - The mini player's name shows the player of the loaded recording.
/// - "New recording" presents the record screen; its end dismisses it (and explains a recorder failure).
/// - When a folder is deleted, its screen leaves the primary stack (the book's `updateForRemoval`); a
///   recursive delete removes each deleted folder's screen in turn.
///
/// The window's root split view controller owns the coordinator (``SplitViewController/keepAlive(_:)``),
/// so closing the window releases it, its screens and its shared player, which stops the window's
/// playback. The coordinator refers to the split view weakly.
@MainActor
public final class Coordinator {
    /// The app's store, audio and clock.
    public let context: RecordingsLibrary
    /// The window's playback, shown by its mini players and player.
    public let sharedPlayer: SharedPlayer
    /// The window's root: the folders' navigation controller as the primary pane and the player as the
    /// secondary.
    public private(set) weak var splitViewController: SplitViewController?
    private var storeObservation: StoreObservation?

    /// Creates the coordinator of a window whose playback is `sharedPlayer`; ``start()`` builds the
    /// window's screens.
    public init(context: RecordingsLibrary, sharedPlayer: SharedPlayer) {
        self.context = context
        self.sharedPlayer = sharedPlayer
        sharedPlayer.onLoadFailure = { [weak self] recording, error in
            self?.presentAlert(title: RecordingsStrings.cannotPlay(recording.name), message: error.description)
        }
        storeObservation = context.store.addObserver { [weak self] change in self?.handle(change) }
    }

    /// Builds the window's root: the root folder's screen in the primary navigation controller and an
    /// empty player as the detail (the book's `Coordinator.init(_:)`, with the storyboard's part in code).
    ///
    /// The returned split view controller owns the coordinator; make it the window's root.
    public func start() -> SplitViewController {
        let navigation = NavigationController(
            rootViewController: makeFolderViewController(for: context.store.rootFolder))
        navigation.restorationIdentifier = RestorationID.navigation
        let split = SplitViewController(primary: navigation, secondary: makePlayerNavigationController())
        split.restorationIdentifier = RestorationID.split
        split.keepAlive(self)
        splitViewController = split
        return split
    }

    /// The primary pane's navigation controller of folder screens.
    public var folderNavigationController: NavigationController? {
        splitViewController?.primaryNavigationController
    }

    // MARK: Factories

    /// A folder screen for `folder`, with its view model, its mini player and the Edit button, delegating
    /// to this coordinator.
    public func makeFolderViewController(for folder: Folder) -> FolderViewController {
        let miniPlayer = MiniPlayerViewController(viewModel: MiniPlayerViewModel(sharedPlayer: sharedPlayer))
        miniPlayer.delegate = self
        let controller = FolderViewController(
            viewModel: FolderViewModel(folder: folder, store: context.store), miniPlayer: miniPlayer)
        controller.delegate = self
        controller.navigationItem.leftBarButtonItem = controller.editButtonItem
        return controller
    }

    /// A player of the window's shared player.
    public func makePlayViewController() -> PlayViewController {
        PlayViewController(viewModel: PlayViewModel(sharedPlayer: sharedPlayer), clock: context.clock)
    }

    /// A player in its own navigation controller: what is shown as the split view's detail.
    public func makePlayerNavigationController() -> NavigationController {
        let navigation = NavigationController(rootViewController: makePlayViewController())
        navigation.restorationIdentifier = RestorationID.playerNavigation
        return navigation
    }

    // MARK: Model changes

    /// Takes a deleted folder's screens off the primary stack.
    ///
    /// NB: the book pops to the screen before the deleted one, force-casting the stack to folder screens;
    /// in a collapsed split view the player is on that stack too, so the stack is filtered by type. Only
    /// the deleted folder's screen goes, as in the other patterns: the screens above it show its
    /// subfolders, which were deleted (and their screens removed) first, and a player above it stays.
    private func handle(_ change: StoreChange) {
        guard change.reason == .removed, let folder = change.item as? Folder,
            let navigation = folderNavigationController
        else { return }
        let remaining = navigation.viewControllers.filter { controller in
            (controller as? FolderViewController)?.viewModel.folder !== folder
        }
        guard remaining.count != navigation.viewControllers.count, !remaining.isEmpty else { return }
        navigation.setViewControllers(remaining, animated: false)
    }

    // MARK: Helpers

    /// Presents an alert with an OK button over whatever the window shows.
    func presentAlert(title: String, message: String) {
        splitViewController?.window?.presentMessage(title: title, message: message, ok: RecordingsStrings.ok)
    }
}

// MARK: - FolderViewControllerDelegate

extension Coordinator: FolderViewControllerDelegate {
    /// Pushes a folder's screen (the book's `didSelect`), or loads a recording and shows a new player as
    /// the detail: beside the folders in a regular window, pushed onto them in a compact one. The
    /// recording that plays keeps playing when selected again.
    public func didSelect(_ item: Item) {
        switch item {
        case let folder as Folder:
            folderNavigationController?.pushViewController(makeFolderViewController(for: folder), animated: true)
        case let recording as Recording:
            sharedPlayer.recording = recording
            splitViewController?.showDetailViewController(makePlayerNavigationController(), sender: self)
        default:
            // NB: the book's `fatalError`; an item is a folder or a recording.
            break
        }
    }

    /// Presents the record screen for `folder` (the book's `createRecording(in:)`).
    public func createRecording(in folder: Folder) {
        let recorder = RecordViewController(viewModel: RecordViewModel(folder: folder, context: context))
        recorder.delegate = self
        splitViewController?.present(recorder, animated: true)
    }

    /// Removes a restored folder screen whose folder is gone, unless it is the first screen of the stack.
    public func folderViewControllerLostItsFolder(_ folderViewController: FolderViewController) {
        guard let navigation = folderNavigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === folderViewController }), index != 0
        else { return }
        var controllers = navigation.viewControllers
        controllers.remove(at: index)
        navigation.setViewControllers(controllers, animated: false)
    }
}

// MARK: - MiniPlayerViewControllerDelegate

extension Coordinator: MiniPlayerViewControllerDelegate {
    /// Shows the player of the loaded recording: the detail's player again when it is one (the one the
    /// person went back from, pushed back in a compact window), otherwise a new one.
    public func miniPlayerDidRequestPlayer(_ miniPlayer: MiniPlayerViewController) {
        guard sharedPlayer.recording != nil, let split = splitViewController else { return }
        let current = split.secondaryViewController as? NavigationController
        if let current, let player = current.viewControllers.first as? PlayViewController {
            player.isDismissed = false
            current.popToRootViewController(animated: false)
            if split.isCollapsed { split.showDetailViewController(current, sender: self) }
        } else {
            split.showDetailViewController(makePlayerNavigationController(), sender: self)
        }
    }
}

// MARK: - RecordViewControllerDelegate

extension Coordinator: RecordViewControllerDelegate {
    /// Dismisses the record screen (and anything it presents); a recorder that could not be made is
    /// explained on the screen that presented it (the reference code's "Cannot record").
    public func finishedRecording(_ recordViewController: RecordViewController, outcome: RecordViewModel.Outcome) {
        guard let presenter = recordViewController.presentingViewController else { return }
        presenter.dismiss(animated: true)
        if case .failed(let error) = outcome {
            let alert = AlertController(title: RecordingsStrings.cannotRecord, message: error.description)
            alert.addAction(AlertAction(title: RecordingsStrings.ok, style: .cancel))
            presenter.present(alert, animated: true)
        }
    }
}
