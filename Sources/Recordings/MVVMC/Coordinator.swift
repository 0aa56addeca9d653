import Bindings
import Foundation
@preconcurrency import OpenCombine
public import RecordingsCore
import RecordingsUI
public import ViewKit

/// The coordinator of one window (the book's MVVM-C `Coordinator`): the delegate of the folder screens,
/// the mini players and the record screen, and the only object that pushes, presents, shows and pops.
/// It also gives each new screen its view model's model objects, so no controller knows another.
///
/// - Selecting a folder pushes a folder screen for it; selecting a recording loads it into the window's
///   ``SharedPlayer`` and shows a new player as the split view's detail (pushed when collapsed).
/// - The mini player's name shows the loaded recording's player again.
/// - A folder that is deleted takes its screen off the stack, with every folder screen above it (the
///   sample pops to the screen before the deleted folder's).
/// - The record screen is presented over the split view and dismissed when it is done.
@MainActor
public final class Coordinator: FolderViewControllerDelegate, RecordViewControllerDelegate,
    MiniPlayerViewControllerDelegate
{
    /// The window's split view.
    public private(set) weak var splitViewController: SplitViewController?
    /// The navigation controller of folder screens.
    public private(set) weak var folderNavigationController: NavigationController?
    /// The window's playback.
    public let sharedPlayer: SharedPlayer
    private var deletions: AnyCancellable?

    /// The library.
    public var library: RecordingsLibrary { sharedPlayer.context }

    /// Coordinates `split`, whose primary pane is `folderNavigationController`: becomes the delegate of the
    /// folder screens on it, and watches the store for deleted folders.
    public init(
        split: SplitViewController, folderNavigationController: NavigationController, sharedPlayer: SharedPlayer
    ) {
        splitViewController = split
        self.folderNavigationController = folderNavigationController
        self.sharedPlayer = sharedPlayer
        for case let folder as FolderViewController in folderNavigationController.viewControllers {
            adopt(folder)
        }
        deletions = library.store.changes
            .filter { $0.reason == .removed && $0.item is Folder }
            .sink { [weak self] change in MainActor.assumeIsolated { self?.updateForRemoval(of: change.item) } }
    }

    /// NB: isolated, so the subscriptions it releases end on the main actor, where the store's observers
    /// live, wherever the last reference goes.
    isolated deinit {}

    // MARK: Factories

    /// A folder screen for `folder`, with this coordinator as its and its mini player's delegate.
    public func makeFolderViewController(for folder: Folder) -> FolderViewController {
        let controller = FolderViewController(
            viewModel: FolderViewModel(initialFolder: folder, store: library.store),
            miniPlayer: MiniPlayerViewModel(sharedPlayer: sharedPlayer))
        adopt(controller)
        return controller
    }

    /// A new player of the window's playback in its own navigation controller (the detail).
    public func makePlayerNavigationController() -> NavigationController {
        let navigation = NavigationController(
            rootViewController: PlayViewController(viewModel: PlayViewModel(sharedPlayer: sharedPlayer)))
        navigation.restorationIdentifier = RestorationID.playerNavigation
        return navigation
    }

    /// Makes this coordinator the delegate of `controller` and of its mini player.
    public func adopt(_ controller: FolderViewController) {
        controller.delegate = self
        controller.miniPlayer.delegate = self
    }

    // MARK: FolderViewControllerDelegate

    /// Opens a folder, or plays a recording.
    public func didSelect(_ item: Item) {
        switch item {
        case let folder as Folder:
            folderNavigationController?.pushViewController(makeFolderViewController(for: folder), animated: true)
        case let recording as Recording:
            sharedPlayer.recording = recording
            splitViewController?.showDetailViewController(makePlayerNavigationController(), sender: self)
        default:
            break
        }
    }

    /// Presents the record screen for `folder`.
    public func createRecording(in folder: Folder) {
        let controller = RecordViewController(viewModel: RecordViewModel(folder: folder, library: library))
        controller.delegate = self
        splitViewController?.present(controller, animated: true)
    }

    // MARK: RecordViewControllerDelegate

    /// Dismisses the record screen.
    public func finishedRecording(_ controller: RecordViewController) {
        controller.presentingViewController?.dismiss(animated: true)
    }

    // MARK: MiniPlayerViewControllerDelegate

    /// Shows the player of the loaded recording: pushes it in a compact window (the one the person went
    /// back from, if it is still the detail), keeps it as the detail in a regular one.
    public func showPlayer() {
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

    // MARK: Model changes

    /// Takes a deleted folder's screen, and every folder screen above it, off the stack.
    ///
    /// NB: the sample force-casts the stack to folder screens and pops to the screen before the deleted
    /// one, which crashes when a collapsed split view has pushed the player onto it, and would pop that
    /// player too. Screens are matched by type here, and only folder screens leave.
    private func updateForRemoval(of folder: Item) {
        guard let navigation = folderNavigationController else { return }
        let stack = navigation.viewControllers
        guard
            let index = stack.firstIndex(where: { ($0 as? FolderViewController)?.viewModel.folder.value === folder }),
            index > 0
        else { return }
        let remaining = stack.enumerated().filter { offset, controller in
            offset < index || !(controller is FolderViewController)
        }.map(\.element)
        navigation.setViewControllers(remaining, animated: false)
    }
}
