public import ViewKit

/// A split view controller's binder: the primary navigation controller, the detail, whether a collapsed
/// split shows the detail, and the modal screens.
public typealias SplitViewControllerBinder = Binder<BoundSplitViewController>

/// What a ``SplitViewControllerBinder`` builds: ViewKit's split view controller as its own delegate.
///
/// Collapsed, the detail sits on the primary stack while `.showsDetail` says so, and a person going back
/// from it is reported through `.dismissedDetail`; expanded, it is always the secondary pane.
@MainActor
public final class BoundSplitViewController: SplitViewController, SplitViewControllerDelegate {
    /// The primary navigation controller.
    public let primaryNavigation: BoundNavigationController
    /// The detail.
    public let detail: ViewController
    fileprivate var showsDetail = false
    fileprivate var isCollapsingWithDetail = false
    fileprivate var dismissedHandlers: [@MainActor () -> Void] = []
    fileprivate var modals: [(key: String, controller: ViewController)] = []
    private var isPresenting = false
    private var pendingPresentations: [Presentation]?

    init(primary: BoundNavigationController, detail: ViewController) {
        primaryNavigation = primary
        self.detail = detail
        super.init(primary: primary, secondary: detail)
        delegate = self
        primary.userPopObservers.append { [weak self] popped in
            guard let self, popped.contains(where: { $0 === self.detail }) else { return }
            for handler in self.dismissedHandlers { handler() }
        }
    }

    fileprivate func setShowsDetail(_ shows: Bool, animated: Bool) {
        showsDetail = shows
        if isCollapsed {
            guard !isCollapsingWithDetail else { return }
            let onStack = primaryNavigation.viewControllers.contains { $0 === detail }
            if shows, !onStack {
                showDetailViewController(detail, sender: self)
            } else if !shows, onStack,
                let below = primaryNavigation.viewControllers.last(where: { $0 !== detail })
            {
                _ = primaryNavigation.popToViewController(below, animated: animated)
            }
        } else if secondaryViewController !== detail {
            showDetailViewController(detail, sender: self)
        }
    }

    /// Keeps the presented chain equal to `presentations`. A change reported while screens are being
    /// presented (a record screen that fails as it appears) is applied once they are.
    fileprivate func present(_ presentations: [Presentation], animated: Bool) {
        guard !isPresenting else {
            pendingPresentations = presentations
            return
        }
        isPresenting = true
        synchronize(presentations, animated: animated)
        while let pending = pendingPresentations {
            pendingPresentations = nil
            synchronize(pending, animated: animated)
        }
        isPresenting = false
    }

    private func synchronize(_ presentations: [Presentation], animated: Bool) {
        var presenter: ViewController = self
        var alive = 0
        while alive < modals.count, presenter.presentedViewController === modals[alive].controller {
            presenter = modals[alive].controller
            alive += 1
        }
        modals.removeSubrange(alive...)
        var same = 0
        while same < min(presentations.count, modals.count), modals[same].key == presentations[same].key {
            same += 1
        }
        if same < modals.count {
            (same == 0 ? self : modals[same - 1].controller).dismiss(animated: animated)
            modals.removeSubrange(same...)
        }
        for presentation in presentations.dropFirst(modals.count) {
            let controller = presentation.make()
            (modals.last?.controller ?? self).present(controller, animated: animated)
            if let alert = controller as? AlertController { _ = alert.textFields.first?.becomeFirstResponder() }
            modals.append((presentation.key, controller))
        }
    }

    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        isCollapsingWithDetail = showsDetail
        return !showsDetail
    }

    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        detail
    }

    /// The collapse pushed the detail: in step again.
    func detailWasShown() {
        isCollapsingWithDetail = false
    }
}

extension Binder where Instance == BoundSplitViewController {
    /// A split view with `primary` and `detail`, and `bindings`.
    public convenience init(
        primary: NavigationControllerBinder, detail: any ViewControllerConvertible,
        _ bindings: Binding<BoundSplitViewController>...
    ) {
        self.init(bindings) {
            let split = BoundSplitViewController(primary: primary.instance(), detail: detail.viewController())
            split.primaryNavigation.didShowObservers.append { [weak split] shown in
                if shown === split?.detail { split?.detailWasShown() }
            }
            return split
        }
    }
}

extension Property where Instance == BoundSplitViewController, Value == Bool {
    /// Whether a collapsed split shows the detail on the primary stack.
    public static var showsDetail: Property {
        Property("showsDetail") { split, shows in split.setShowsDetail(shows, animated: true) }
    }
}

extension Property where Instance == BoundSplitViewController, Value == [Presentation] {
    /// The modal screens, bottom first.
    public static var presentations: Property {
        Property("presentations") { split, presentations in split.present(presentations, animated: true) }
    }
}

extension Event where Instance == BoundSplitViewController, Value == Void {
    /// A person went back from the collapsed detail.
    public static var dismissedDetail: Event {
        Event("dismissedDetail") { split, _, handler in split.dismissedHandlers.append { handler(()) } }
    }
}
