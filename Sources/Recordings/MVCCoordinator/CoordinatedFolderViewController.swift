public import Foundation
public import RecordingsCore
public import RecordingsMVC
public import ViewKit

/// Chapter 3's folder screen with chapter 4's lesson applied: it tells its ``delegate`` (the coordinator)
/// what the person selected or asked for, and never shows another screen itself.
///
/// Everything else is MVC's ``FolderViewController``, unchanged: the table, its data source, the change
/// handling, the new-folder prompt, the mini player child, restoration. The four places where chapter 3's
/// screen navigates become delegate calls:
/// - selecting a row (MVC pushes a folder screen or shows the player),
/// - the new-recording button (MVC presents the record screen),
/// - the mini player's name (MVC's mini player shows the player),
/// - the folder's deletion (MVC's screen takes itself off the navigation stack).
@MainActor
public final class CoordinatedFolderViewController: FolderViewController {
    /// Decides what each request shows; held weakly (the app delegate owns the app's coordinator).
    public weak var delegate: (any FolderViewControllerDelegate)?

    /// Creates a screen for `folder` whose requests go to `delegate`; `screens` makes its mini player's and
    /// record screen's collaborators as in MVC (the coordinator, which is also the app's screen factory).
    public init(
        folder: Folder, sharedPlayer: SharedPlayer, screens: any ScreenFactory,
        delegate: any FolderViewControllerDelegate
    ) {
        self.delegate = delegate
        super.init(folder: folder, sharedPlayer: sharedPlayer, screens: screens)
        // NB: MVC's mini player shows the player itself when its name is tapped; here the tap goes to the
        // folder screen, which asks the coordinator, so no controller of the window navigates on its own.
        miniPlayer.nameButton.removeAllActions(for: .primaryActionTriggered)
        miniPlayer.nameButton.addTarget(
            self, action: CoordinatedFolderViewController.miniPlayerNameTapped, for: .primaryActionTriggered)
    }

    /// Tells the coordinator which item the person selected (MVC's screen performs the segue itself). A
    /// selected recording's row is deselected, as in MVC: the row's highlight is this screen's own view.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = selectedItem else { return }
        delegate?.folderViewController(self, didSelect: item)
        if item is Recording { tableView.deselectRow(at: indexPath, animated: true) }
    }

    /// Tells the coordinator the person wants to record into this folder.
    public override func createNewRecording(_ sender: Any?) {
        delegate?.folderViewControllerDidAskToRecord(self)
    }

    /// Tells the coordinator that this screen's folder is gone.
    public override func removeFromNavigationStack() {
        delegate?.folderViewControllerDidLoseFolder(self)
    }

    /// Tells the coordinator the person tapped the mini player's name.
    public func miniPlayerNameTapped() {
        delegate?.folderViewControllerDidAskForPlayer(self)
    }
}
