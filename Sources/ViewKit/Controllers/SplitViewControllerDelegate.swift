/// Decides how a split view controller collapses and expands; the counterpart of
/// `UISplitViewControllerDelegate`.
///
/// Both methods have defaults: collapsing pushes the secondary onto the primary navigation stack;
/// expanding takes back the detail that was pushed while collapsed.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Asked when the split view collapses. Return true when you handled the secondary yourself (it is
    /// then not pushed; the Recordings app returns true for an empty player), false for the default.
    func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool

    /// Asked when the split view expands: return the controller to show as the secondary, or nil for the
    /// default (the detail pushed while collapsed, else the previous secondary).
    func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController?
}

extension SplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }

    public func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }
}
