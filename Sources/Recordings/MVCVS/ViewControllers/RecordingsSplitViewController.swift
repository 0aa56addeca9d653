import RecordingsCore
import Services
public import ViewKit
import ViewStateStore

/// The window's root (the book's MVC+VS `SplitViewController`): folder screens in the primary navigation
/// controller, the player as the detail, and the modal screens, all synchronised from the window's
/// ``SplitViewState``.
///
/// Its observer is the book's: `state = …; synchronizeMasterNavigationController(action);
/// synchronizeDetail(action); synchronizeModalAlerts(action)`. A `nil` action (the first call, a restored
/// state, a history jump, a state the inspector loaded) rebuilds what differs; `.pushFolderView` pushes,
/// animated. Nobody else pushes, pops or presents. Changes the interface makes by itself are committed
/// with `alreadyApplied: true`: the back button (``navigationController(_:didPop:byUser:)``; the book has
/// to guess it in `didShow`, ViewKit says who popped) and alerts, which dismiss themselves.
@MainActor
public final class RecordingsSplitViewController: SplitViewController, SplitViewControllerDelegate,
    NavigationControllerDelegate
{
    /// The stores.
    public let context: StoreContext
    /// The primary pane: the folder screens.
    public let masterNavigation: NavigationController
    /// The detail: the player in its own navigation controller.
    public let playerNavigation: NavigationController
    /// The window's view state (read at each synchronisation; changes that were already applied do not
    /// notify).
    public var state: SplitViewState { context.viewStateStore.content }
    /// The modal screens presented, bottom first, with what each shows.
    private lazy var modals = PresentationChain<ModalKey>(base: self)
    private var observation: ViewStateStore.StoreObservation?
    /// Set while the split view collapses with the player: it pushes the player itself, and a change
    /// reported meanwhile (a name field that ends editing as it moves) must not push it first.
    private var isCollapsingWithPlayer = false
    private let makeAccessory: (@MainActor () -> ViewController)?

    /// What a presented modal screen shows.
    private enum ModalKey: Equatable {
        case record(RecordViewState)
        case textAlert(TextAlertState)
        case message(Int, MessageAlertState)

        /// Whether the screen for `self` can stay up for `other` (typing changes a text alert's text, not
        /// the alert; recording time changes the record state, not the screen).
        func matches(_ other: ModalKey) -> Bool {
            switch (self, other) {
            case (.record(let a), .record(let b)): a.recordingUUID == b.recordingUUID
            case (.textAlert(let a), .textAlert(let b)):
                a.parentUUID == b.parentUUID && a.recordingUUID == b.recordingUUID
            case (.message(let i, let a), .message(let j, let b)): i == j && a == b
            default: false
            }
        }
    }

    /// Creates the root for `context`; `makeAccessory` builds a view controller shown below each folder
    /// screen's mini player (the history screen, when time travel is on).
    public init(context: StoreContext, makeAccessory: (@MainActor () -> ViewController)? = nil) {
        self.context = context
        self.makeAccessory = makeAccessory
        let root = FolderViewController(context: context.folderContext(index: 0), accessory: makeAccessory?())
        masterNavigation = NavigationController(rootViewController: root)
        playerNavigation = NavigationController(rootViewController: PlayViewController(context: context))
        super.init(primary: masterNavigation, secondary: playerNavigation)
        delegate = self
        masterNavigation.delegate = self
        observation = context.viewStateStore.addObserver(actionType: SplitViewState.Action.self) {
            [weak self] _, action in
            guard let self else { return }
            self.synchronizeMasterNavigationController(action)
            self.synchronizeDetail(action)
            self.synchronizeModalAlerts(action)
        }
    }

    // MARK: Navigation

    /// The folder screens on the primary stack, bottom first.
    public var folderViewControllers: [FolderViewController] {
        masterNavigation.viewControllers.compactMap { $0 as? FolderViewController }
    }

    /// Makes the folder screens match `state.folderViews`: keeps the screens that show the same folders,
    /// pushes or pops the rest (animated for an action, not for a reload).
    private func synchronizeMasterNavigationController(_ action: SplitViewState.Action?) {
        let desired = state.folderViews.map(\.folderUUID)
        let current = folderViewControllers
        var kept = 0
        while kept < min(desired.count, current.count), current[kept].folderUUID == desired[kept],
            current[kept].index == kept
        {
            kept += 1
        }
        guard kept < desired.count || kept < current.count else { return }
        let added = desired.indices.dropFirst(kept).map { index in
            FolderViewController(
                context: context.folderContext(index: index), accessory: makeAccessory?())
        }
        let detailOnStack = masterNavigation.viewControllers.contains { $0 === playerNavigation }
        let animated = action != nil
        if kept == current.count, added.count == 1, !detailOnStack, let folder = added.first {
            masterNavigation.pushViewController(folder, animated: animated)
        } else if added.isEmpty, kept > 0, !detailOnStack {
            _ = masterNavigation.popToViewController(current[kept - 1], animated: animated)
        } else {
            // NB: the player leaves the stack with the rebuild; ``synchronizeDetail(_:)`` shows it again
            // through the split view, which must know it as its collapsed detail.
            masterNavigation.setViewControllers(Array(current.prefix(kept)) + added, animated: false)
        }
    }

    /// Whether the state wants the player on screen in a collapsed window.
    private var showsPlayer: Bool {
        state.playView.uuid != nil && !state.playView.isDismissed
    }

    /// Shows or hides the player: pushed onto the stack while collapsed, always the detail when expanded.
    private func synchronizeDetail(_ action: SplitViewState.Action?) {
        if isCollapsed {
            guard !isCollapsingWithPlayer else { return }
            let onStack = masterNavigation.viewControllers.contains { $0 === playerNavigation }
            if showsPlayer, !onStack {
                showDetailViewController(playerNavigation, sender: self)
            } else if !showsPlayer, onStack, let top = folderViewControllers.last {
                _ = masterNavigation.popToViewController(top, animated: action != nil)
            }
        } else if secondaryViewController !== playerNavigation {
            showDetailViewController(playerNavigation, sender: self)
        }
    }

    // MARK: Modal screens

    /// Presents the record screen, the text alert and the message alerts the state names, in that order,
    /// each over the one before; dismisses what it no longer names.
    private func synchronizeModalAlerts(_ action: SplitViewState.Action?) {
        var desired: [ModalKey] = []
        if let record = state.recordView { desired.append(.record(record)) }
        if let alert = state.textAlert { desired.append(.textAlert(alert)) }
        desired += state.messages.enumerated().map { .message($0.offset, $0.element) }
        modals.synchronize(
            desired, animated: action != nil, keeps: { $0.matches($1) }, make: { [unowned self] in makeModal($0) })
        // A text alert that stays shows the text the state has (a reload, a history jump).
        for (key, controller) in modals.presented {
            if case .textAlert(let alert) = key, let field = (controller as? AlertController)?.textFields.first,
                field.text != alert.text
            {
                field.text = alert.text
            }
        }
    }

    private func makeModal(_ key: ModalKey) -> ViewController {
        switch key {
        case .record(let record):
            return RecordViewController(context: context, state: record)
        case .textAlert(let alert):
            return TextAlertController.make(for: alert, context: context)
        case .message(_, let message):
            let alert = AlertController(title: message.title, message: message.message)
            alert.addAction(
                AlertAction(title: RecordingsStrings.ok, style: .cancel) { [context] _ in
                    context.viewStateStore.dismissMessage()
                })
            return alert
        }
    }

    // MARK: SplitViewControllerDelegate

    /// Collapsing: the player joins the stack only when the state shows it.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        isCollapsingWithPlayer = showsPlayer
        return !showsPlayer
    }

    /// Expanding: the player's navigation controller is always the detail.
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        playerNavigation
    }

    // MARK: NavigationControllerDelegate

    /// The collapse pushed the player: the split view is in step again.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        if viewController === playerNavigation { isCollapsingWithPlayer = false }
    }

    /// The back button popped screens: the view state follows without applying it again (the book's
    /// `navigationController(_:didShow:animated:)` with `setPlaySelection`/`popToNewDepth` and
    /// `alreadyApplied: true`).
    public func navigationController(
        _ navigationController: NavigationController, didPop viewControllers: [ViewController], byUser: Bool
    ) {
        guard byUser else { return }
        if viewControllers.contains(where: { $0 === playerNavigation }) {
            context.viewStateStore.setPlayerDismissed(true, alreadyApplied: true)
        }
        let depth = folderViewControllers.count
        if depth < state.folderViews.count {
            context.viewStateStore.popToNewDepth(depth, alreadyApplied: true)
        }
    }
}
