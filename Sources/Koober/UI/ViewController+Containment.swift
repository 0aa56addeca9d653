public import ViewKit

extension ViewController {
    /// Adds `child` as a child filling this controller's view (the sample's `addFullScreen`).
    ///
    /// Loading the child's view may start work that finishes at once (the launch screen finds the
    /// session synchronously here, where the sample's promise settles a run-loop turn later) and removes
    /// the child again; a child removed while its view loaded is not added back.
    public func addFullScreen(childViewController child: ViewController) {
        guard child.parent !== self else { return }
        addChild(child)
        let childView = child.view
        guard child.parent === self else { return }
        view.addSubview(childView)
        child.didMove(toParent: self)
    }

    /// Removes `child` and its view (the sample's `remove(childViewController:)`); nil does nothing.
    public func remove(childViewController child: ViewController?) {
        guard let child, child.parent === self else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}
