public import RecordingsCore
public import RecordingsMVC
import ViewKit

/// The app's coordinator (chapter 4's lesson: coordinators are independent of MVVM): the delegate of every
/// folder screen and the only object that pushes, presents, shows or removes one. It is also the app's
/// ``ScreenFactory``, as MVVM-C's `Coordinator` makes the screens it shows, so each folder screen it makes
/// has it as its delegate.
///
/// - Selecting a folder pushes a folder screen for it; selecting a recording loads it into the window's
///   ``SharedPlayer`` and shows a new player as the split view's detail (pushed when collapsed).
/// - The mini player's name shows the loaded recording's player again.
/// - The new-recording button presents the record screen over the folder screen.
/// - A folder screen whose folder was deleted leaves its navigation stack.
///
/// NB: MVVM-C's coordinator is one per window, built with the window's split view. MVC's app delegate builds
/// the window itself and takes only a screen factory, so here one coordinator serves the app, and every
/// request names the screen it comes from: the window's containers are that screen's.
@MainActor
public final class Coordinator: ScreenFactory, FolderViewControllerDelegate {
    /// Creates the coordinator; the app delegate is built with it as its screen factory.
    public init() {}

    // MARK: Factories

    /// A folder screen for `folder` whose requests come to this coordinator.
    public func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController {
        CoordinatedFolderViewController(folder: folder, sharedPlayer: sharedPlayer, screens: self, delegate: self)
    }

    // MARK: FolderViewControllerDelegate

    /// Opens a folder, or plays a recording.
    public func folderViewController(_ controller: FolderViewController, didSelect item: Item) {
        switch item {
        case let folder as Folder:
            controller.navigationController?.pushViewController(
                instantiateFolderViewController(folder, sharedPlayer: controller.sharedPlayer), animated: true)
        case let recording as Recording:
            controller.sharedPlayer.recording = recording
            controller.splitViewController?.showDetailViewController(
                instantiatePlayerNavigationController(sharedPlayer: controller.sharedPlayer), sender: controller)
        default:
            break
        }
    }

    /// Presents the record screen for `controller`'s folder.
    public func folderViewControllerDidAskToRecord(_ controller: FolderViewController) {
        controller.present(
            instantiateRecordViewController(controller.folder, context: controller.context), animated: true)
    }

    /// Shows the player of the loaded recording: pushes it in a compact window (the one the person went back
    /// from, if it is still the split view's detail), shows it as the detail in a regular one.
    public func folderViewControllerDidAskForPlayer(_ controller: FolderViewController) {
        let sharedPlayer = controller.sharedPlayer
        guard sharedPlayer.recording != nil, let split = controller.splitViewController else { return }
        let current = split.secondaryViewController as? NavigationController
        if let player = current?.viewControllers.first as? any PlayerScreen, let current {
            player.isDismissed = false
            current.popToRootViewController(animated: false)
            if split.isCollapsed { split.showDetailViewController(current, sender: controller) }
        } else {
            split.showDetailViewController(
                instantiatePlayerNavigationController(sharedPlayer: sharedPlayer), sender: controller)
        }
    }

    /// Takes the screen of a deleted folder off its navigation stack (the screens of its subfolders, deleted
    /// with it, ask the same).
    public func folderViewControllerDidLoseFolder(_ controller: FolderViewController) {
        guard let navigation = controller.navigationController else { return }
        navigation.setViewControllers(navigation.viewControllers.filter { $0 !== controller }, animated: false)
    }
}
