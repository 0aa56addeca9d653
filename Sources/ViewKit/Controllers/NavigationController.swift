import Services

/// A stack of view controllers with a navigation bar; the counterpart of `UINavigationController`.
///
/// Only the top controller is visible. The bar shows the top controller's navigation item and, when the
/// stack has more than one controller, a back button titled after the controller below. Tapping it
/// (``goBack()``) pops the top and reports the pop to the delegate as the user's.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The delegate, held weakly.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden = false
    /// The identity of the bar's back button in render trees.
    public let backButtonID = ElementID.next()
    /// The identity of the navigation bar in render trees.
    public let navigationBarID = ElementID.next()

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: ViewController) {
        super.init()
        setStack([rootViewController], animated: false, log: false)
    }

    /// Creates an empty navigation controller.
    public override init() { super.init() }

    /// The controller at the top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller on screen: the top one, or what it presents.
    public var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Pushes `viewController` on top of the stack. Pushing a controller that is already on the stack is
    /// a programmer error, as in UIKit.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            ProgrammerError.report("Pushing \(viewController.logDescription), which is already on the stack.")
            return
        }
        window?.operationLog.record(.push(viewController.logDescription, animated: animated))
        transition(to: viewControllers + [viewController], animated: animated)
    }

    /// Pops the top controller; does nothing (returns nil) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        pop(count: 1, animated: animated, byUser: false).first
    }

    /// Pops every controller above `viewController`; nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(count: viewControllers.count - 1 - index, animated: animated, byUser: false)
    }

    /// Pops every controller above the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        pop(count: viewControllers.count - 1, animated: animated, byUser: false)
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        setStack(newControllers, animated: animated, log: true)
    }

    /// Taps the back button, as a person would: pops the top controller (or, when the top is a nested
    /// navigation controller with more than one screen, pops within it) and reports the pop as the user's.
    ///
    /// - Returns: false when there is nothing to go back to.
    @discardableResult
    public func goBack() -> Bool {
        if let nested = topViewController as? NavigationController, nested.viewControllers.count > 1 {
            return nested.goBack()
        }
        guard viewControllers.count > 1 else { return false }
        _ = pop(count: 1, animated: true, byUser: true)
        return true
    }

    /// Whether the bar currently offers a back button.
    public var showsBackButton: Bool {
        if let nested = topViewController as? NavigationController, nested.viewControllers.count > 1 { return true }
        let hidden = barItemSource?.navigationItem.hidesBackButton ?? false
        return viewControllers.count > 1 && !hidden
    }

    /// The title of the back button: the previous screen's back title or title.
    public var backButtonTitle: String? {
        if let nested = topViewController as? NavigationController, nested.viewControllers.count > 1 {
            return nested.backButtonTitle
        }
        guard viewControllers.count > 1 else { return nil }
        let previous = viewControllers[viewControllers.count - 2]
        let item = previous.navigationItem
        return item.backButtonTitle ?? item.title ?? previous.title ?? "Back"
    }

    /// The controller whose navigation item the bar shows: the top, or the top of a nested navigation
    /// controller (a collapsed split view's detail).
    var barItemSource: ViewController? {
        if let nested = topViewController as? NavigationController { return nested.barItemSource }
        return topViewController
    }

    private func pop(count: Int, animated: Bool, byUser: Bool) -> [ViewController] {
        guard count > 0, viewControllers.count > count else { return [] }
        let popped = Array(viewControllers.suffix(count))
        window?.operationLog.record(
            .pop(popped.map(\.logDescription), animated: animated, byUser: byUser))
        transition(to: Array(viewControllers.dropLast(count)), animated: animated)
        delegate?.navigationController(self, didPop: popped, byUser: byUser)
        return popped
    }

    private func setStack(_ newControllers: [ViewController], animated: Bool, log: Bool) {
        if log {
            window?.operationLog.record(
                .setViewControllers(newControllers.map(\.logDescription), animated: animated))
        }
        transition(to: newControllers, animated: animated)
    }

    private func transition(to newControllers: [ViewController], animated: Bool) {
        let oldTop = topViewController
        let newTop = newControllers.last
        if let newTop, newTop !== oldTop {
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        viewControllers = newControllers
        replaceChildren(with: newControllers)
        window?.updateAppearance(animated: animated)
        if let newTop, newTop !== oldTop {
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
    }

    /// Keeps the stack in step when a controller on it is moved elsewhere (pushed onto another stack,
    /// say), as UIKit's stack follows its children.
    func childWasRemoved(_ child: ViewController) {
        viewControllers.removeAll { $0 === child }
    }

    override var restorationChildren: [ViewController] { viewControllers }

    override func renderNode(_ context: inout RenderContext) -> RenderNode {
        context.register(elementID, .viewController(self))
        var children: [RenderNode] = []
        if !isNavigationBarHidden { children.append(renderBar(&context)) }
        if let top = topViewController {
            if let nested = top as? NavigationController {
                // NB: a nested navigation controller (a collapsed detail) shares this bar, as in UIKit.
                if let content = nested.topViewController { children.append(content.renderNode(&context)) }
            } else {
                children.append(top.renderNode(&context))
            }
        }
        return RenderNode(id: elementID, .navigation, children: children)
    }

    private func renderBar(_ context: inout RenderContext) -> RenderNode {
        let source = barItemSource
        let item = source?.navigationItem
        var children: [RenderNode] = []
        if showsBackButton {
            context.register(backButtonID, .backButton(self))
            children.append(RenderNode(id: backButtonID, .backButton(title: backButtonTitle ?? "Back"), label: "Back"))
        }
        for left in item?.leftBarButtonItems ?? [] { children.append(left.renderNode(&context, placement: .left)) }
        for right in item?.rightBarButtonItems ?? [] { children.append(right.renderNode(&context, placement: .right)) }
        if let searchBar = item?.searchBar, let node = searchBar.render(&context) { children.append(node) }
        let title = item?.title ?? source?.title
        return RenderNode(id: navigationBarID, .navigationBar(title: title), children: children)
    }
}
