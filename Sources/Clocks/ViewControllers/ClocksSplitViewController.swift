import Services
public import ViewKit
import ViewStateStore

/// The window's root (the article's `SplitViewController`): the list as the primary pane, the detail as
/// the secondary, and the selection screen presented modally, all synchronised from the view state.
///
/// It is the "passive coordinator" of the article: it observes ``SplitViewState`` and shows or hides the
/// detail and the selection screen to match, whether the change was an action (`.changedDetail`,
/// `.changedSelectionVisibility`) or a reload (`nil`: a restore, a history jump). Nobody else presents
/// or pushes. Changes the interface makes by itself are committed with `alreadyApplied: true` so they are
/// not applied twice: the back button popping a collapsed detail.
@MainActor
public final class ClocksSplitViewController: SplitViewController, SplitViewControllerDelegate,
    NavigationControllerDelegate
{
    /// The shared models.
    public let context: ClocksContext
    /// The list.
    public let master: MasterViewController
    /// The list's navigation controller (the primary pane).
    public let masterNavigation: NavigationController
    /// The detail; one screen that shows whichever timezone the view state names.
    public let detail: DetailViewController
    /// The detail's navigation controller (the secondary pane, pushed onto the list when collapsed).
    public let detailNavigation: NavigationController
    /// The selection screen's navigation controller while it is presented.
    public private(set) var selectionNavigation: NavigationController?
    private var observation: StoreObservation?

    /// Creates the root for `context`.
    public init(context: ClocksContext) {
        self.context = context
        master = MasterViewController(context: context)
        masterNavigation = NavigationController(rootViewController: master)
        detail = DetailViewController(context: context)
        detailNavigation = NavigationController(rootViewController: detail)
        super.init(primary: masterNavigation, secondary: detailNavigation)
        delegate = self
        masterNavigation.delegate = self
        observation = context.viewState.addObserver(actionType: SplitViewState.Action.self) {
            [weak self] state, _ in
            self?.handleViewStateNotification(state)
        }
    }

    /// Shows the detail and the selection screen the state asks for.
    ///
    /// NB: the article orders this carefully because UIKit runs one presentation animation at a time
    /// (`reloadDetailView` before `selectionViewController`); ViewKit has no animations, so the order only
    /// keeps the same reading: the detail first, then the modal over it.
    func handleViewStateNotification(_ state: SplitViewState) {
        reloadDetailView(showing: state.detailView != nil)
        reloadSelectionView(showing: state.selectionView != nil)
    }

    private func reloadDetailView(showing: Bool) {
        let pushed = masterNavigation.viewControllers.contains { $0 === detailNavigation }
        if isCollapsed {
            if showing, !pushed {
                showDetailViewController(detailNavigation, sender: self)
            } else if !showing, pushed {
                masterNavigation.popToViewController(master, animated: true)
            }
        } else if secondaryViewController !== detailNavigation {
            showDetailViewController(detailNavigation, sender: self)
        }
        detail.updateHistoryBarVisibility()
    }

    private func reloadSelectionView(showing: Bool) {
        let shown = selectionNavigation.map { presentedViewController === $0 } ?? false
        if showing, !shown {
            let navigation = NavigationController(rootViewController: SelectionViewController(context: context))
            selectionNavigation = navigation
            present(navigation, animated: true)
        } else if !showing, shown {
            dismiss(animated: true)
            selectionNavigation = nil
        }
    }

    // MARK: SplitViewControllerDelegate

    /// Collapsing: the detail joins the list's stack only when the view state shows one.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        defer { detail.updateHistoryBarVisibility() }
        return context.viewState.content.detailView == nil
    }

    /// Expanding: the detail's navigation controller is always the secondary pane.
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        defer { detail.updateHistoryBarVisibility() }
        return detailNavigation
    }

    // MARK: NavigationControllerDelegate

    /// The back button popped the collapsed detail: the interface already shows the list, so the view
    /// state follows without being applied again (the article has to guess this in `didShow`; ViewKit
    /// says who popped).
    public func navigationController(
        _ navigationController: NavigationController, didPop viewControllers: [ViewController], byUser: Bool
    ) {
        guard byUser, viewControllers.contains(where: { $0 === detailNavigation }) else { return }
        context.viewState.changeDetailSelection(uuid: nil, alreadyApplied: true)
    }
}
