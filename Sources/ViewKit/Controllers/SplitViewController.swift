/// A primary and a secondary (detail) pane side by side in a regular-width window, collapsed into the
/// primary's navigation stack in a compact one; the counterpart of `UISplitViewController`.
///
/// ``viewControllers`` is `[primary, secondary]` while expanded and `[primary]` while collapsed, which is
/// how the book's tests tell the two apart. ``showDetailViewController(_:sender:)`` replaces the
/// secondary when expanded and pushes onto the primary navigation controller when collapsed.
@MainActor
open class SplitViewController: ViewController {
    /// The delegate, held weakly.
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// Whether the split view is collapsed into its primary pane.
    public private(set) var isCollapsed = false
    /// The primary pane's controller.
    public private(set) var primaryViewController: ViewController
    /// The secondary pane's controller; kept while collapsed so expanding can bring it back.
    public private(set) var secondaryViewController: ViewController?
    /// Details pushed onto the primary stack while collapsed; expanding moves the topmost back.
    private var collapsedDetails: [ViewController] = []
    /// The identity of the primary pane in render trees.
    public let primaryPaneID = ElementID.next()
    /// The identity of the secondary pane in render trees.
    public let secondaryPaneID = ElementID.next()

    /// Creates a split view controller.
    public init(primary: ViewController, secondary: ViewController?) {
        primaryViewController = primary
        secondaryViewController = secondary
        super.init()
        replaceChildren(with: [primary] + (secondary.map { [$0] } ?? []))
    }

    /// `[primary, secondary]` when expanded, `[primary]` when collapsed.
    public var viewControllers: [ViewController] {
        if isCollapsed { return [primaryViewController] }
        return [primaryViewController] + (secondaryViewController.map { [$0] } ?? [])
    }

    override var visibleChildren: [ViewController] { viewControllers }
    override var restorationChildren: [ViewController] {
        [primaryViewController] + (secondaryViewController.map { [$0] } ?? [])
    }

    /// The primary pane's navigation controller, if it is one.
    public var primaryNavigationController: NavigationController? {
        primaryViewController as? NavigationController
    }

    /// Shows `detail` as the secondary: replaces the secondary pane when expanded, pushes it onto the
    /// primary navigation stack when collapsed.
    open func showDetailViewController(_ detail: ViewController, sender: Any?) {
        if isCollapsed, let navigation = primaryNavigationController {
            collapsedDetails.removeAll { $0 === detail }
            collapsedDetails.append(detail)
            secondaryViewController = detail
            navigation.pushViewController(detail, animated: true)
        } else {
            window?.operationLog.record(.showDetail(detail.logDescription))
            replaceSecondary(with: detail)
        }
    }

    /// Shows `controller` in the primary context: pushes it onto the primary navigation controller.
    open func show(_ controller: ViewController, sender: Any?) {
        primaryNavigationController?.pushViewController(controller, animated: true)
    }

    /// Collapses or expands for the window's size class. Called by the window when the size class
    /// changes and when the split becomes the window's root.
    func apply(sizeClass: SizeClass) {
        let shouldCollapse = sizeClass == .compact
        guard shouldCollapse != isCollapsed else { return }
        if shouldCollapse { collapse() } else { expand() }
    }

    private func collapse() {
        isCollapsed = true
        window?.operationLog.record(.collapse)
        guard let secondary = secondaryViewController else { return }
        let handled =
            delegate?.splitViewController(self, collapseSecondary: secondary, onto: primaryViewController) ?? false
        if !handled, let navigation = primaryNavigationController {
            secondary.removeFromParent()
            collapsedDetails = [secondary]
            navigation.pushViewController(secondary, animated: false)
        } else {
            window?.updateAppearance(animated: false)
        }
    }

    private func expand() {
        isCollapsed = false
        window?.operationLog.record(.expand)
        let navigation = primaryNavigationController
        let stack = navigation?.viewControllers ?? []
        // Every detail shown while collapsed leaves the primary stack (with what was pushed above it); the
        // topmost becomes the secondary.
        let detailIndexes = stack.indices.filter { index in collapsedDetails.contains { $0 === stack[index] } }
        let pushed = detailIndexes.last.map { stack[$0] }
        if let navigation, let lowest = detailIndexes.first, lowest > 0 {
            _ = navigation.popToViewController(stack[lowest - 1], animated: false)
        }
        collapsedDetails = []
        let separated = delegate?.splitViewController(self, separateSecondaryFrom: primaryViewController)
        if let replacement = separated ?? pushed ?? secondaryViewController {
            replaceSecondary(with: replacement)
        } else {
            window?.updateAppearance(animated: false)
        }
    }

    private func replaceSecondary(with controller: ViewController) {
        secondaryViewController = controller
        controller.removeFromParent()
        replaceChildren(with: [primaryViewController, controller])
        window?.updateAppearance(animated: false)
    }

    override func renderNode(_ context: inout RenderContext) -> RenderNode {
        context.register(elementID, .viewController(self))
        let primary = RenderNode(
            id: primaryPaneID, .pane(.primary), children: [primaryViewController.renderNode(&context)])
        if isCollapsed {
            return RenderNode(id: elementID, .split, flags: [.collapsed], children: [primary])
        }
        var panes = [primary]
        if let secondary = secondaryViewController {
            panes.append(
                RenderNode(id: secondaryPaneID, .pane(.secondary), children: [secondary.renderNode(&context)]))
        }
        return RenderNode(id: elementID, .split, children: panes)
    }
}
