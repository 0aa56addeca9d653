/// Hears about a navigation controller's transitions; the counterpart of
/// `UINavigationControllerDelegate`, plus a report of pops that says who asked for them.
///
/// Every method has an empty default.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Before `viewController` becomes the top of the stack.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// After `viewController` became the top of the stack.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// After `viewControllers` were popped; `byUser` is true when the person tapped the back button
    /// (coordinators use it to keep their own state in step).
    func navigationController(
        _ navigationController: NavigationController, didPop viewControllers: [ViewController], byUser: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didPop viewControllers: [ViewController], byUser: Bool
    ) {}
}
