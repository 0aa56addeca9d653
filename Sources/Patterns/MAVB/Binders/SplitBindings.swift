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
    private lazy var modals = PresentationChain<Presentation>(base: self)

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

    /// Keeps the presented chain equal to `presentations` (equal keys keep their screen).
    fileprivate func present(_ presentations: [Presentation], animated: Bool) {
        modals.synchronize(presentations, animated: animated, keeps: { $0.key == $1.key }, make: { $0.make() })
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
