public import ViewKit

/// A navigation controller's binder: its stack from stack mutations (`.stack <-- navStack.stackMap
/// { folderView($0) }`), and the depth the back button leaves (`.poppedToCount --> navStack.poppedToCount`).
public typealias NavigationControllerBinder = Binder<BoundNavigationController>

/// What a ``NavigationControllerBinder`` builds: ViewKit's navigation controller, reporting the pops a
/// person makes.
@MainActor
public final class BoundNavigationController: NavigationController, NavigationControllerDelegate {
    fileprivate var poppedHandlers: [@MainActor (Int) -> Void] = []
    /// Told of every pop a person makes, with what was popped (a split view learns its detail went).
    var userPopObservers: [@MainActor ([ViewController]) -> Void] = []
    /// Told of every controller that became the top of the stack.
    var didShowObservers: [@MainActor (ViewController) -> Void] = []
    fileprivate var stackedCount = 0

    /// The root until the stack's first value replaces it (a navigation controller is never empty).
    private let placeholder = ViewController()

    override init() {
        super.init(rootViewController: placeholder)
        delegate = self
    }

    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        for observer in didShowObservers { observer(viewController) }
    }

    /// The back button popped: report the new depth, counted in stack entries (the split view's collapsed
    /// detail on top is not one).
    public func navigationController(
        _ navigationController: NavigationController, didPop viewControllers: [ViewController], byUser: Bool
    ) {
        guard byUser else { return }
        for observer in userPopObservers { observer(viewControllers) }
        let depth = min(stackedCount, self.viewControllers.count)
        guard depth < stackedCount else { return }
        stackedCount = depth
        for handler in poppedHandlers { handler(depth) }
    }

    /// Applies a stack mutation: pushes and pops animate, a reload replaces the stack.
    fileprivate func apply(_ mutation: StackMutation<any ViewControllerConvertible>, animated: Bool) {
        // NB: a collapsed split view's detail may sit above the stack; it stays on top.
        let stacked = Array(viewControllers.prefix(stackedCount))
        let above = Array(viewControllers.dropFirst(stackedCount)).filter { $0 !== placeholder }
        switch mutation {
        case .push(let convertible):
            let controller = convertible.viewController()
            stackedCount += 1
            if above.isEmpty {
                pushViewController(controller, animated: animated)
            } else {
                setViewControllers(stacked + [controller] + above, animated: false)
            }
        case .pop(let count):
            let depth = max(1, stackedCount - count)
            guard depth < stackedCount else { return }
            stackedCount = depth
            if above.isEmpty {
                _ = popToViewController(stacked[depth - 1], animated: animated)
            } else {
                setViewControllers(Array(stacked.prefix(depth)) + above, animated: false)
            }
        case .reload(let convertibles):
            let controllers = convertibles.map { $0.viewController() }
            stackedCount = controllers.count
            setViewControllers(controllers + above, animated: false)
        }
    }
}

extension Binder where Instance == BoundNavigationController {
    /// A navigation controller with `bindings`.
    public convenience init(_ bindings: Binding<BoundNavigationController>...) {
        self.init(bindings) { BoundNavigationController() }
    }
}

extension Property
where
    Instance == BoundNavigationController,
    Value == StackMutation<any ViewControllerConvertible>
{
    /// The stack: the first value (a reload) sets it, pushes and pops animate.
    public static var stack: Property {
        Property("stack") { navigation, mutation in
            navigation.apply(mutation, animated: navigation.stackedCount > 0)
        }
    }
}

extension Event where Instance == BoundNavigationController, Value == Int {
    /// The depth the person's back button left.
    public static var poppedToCount: Event {
        Event("poppedToCount") { navigation, _, handler in navigation.poppedHandlers.append(handler) }
    }
}
