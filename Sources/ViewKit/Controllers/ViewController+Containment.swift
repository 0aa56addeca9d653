import Services

extension ViewController {
    /// Adds `child` as a child view controller (UIKit's `addChild`), removing it from a previous parent.
    /// Call ``didMove(toParent:)`` on the child after adding its view.
    public func addChild(_ child: ViewController) {
        guard child !== self else {
            ProgrammerError.report("A view controller cannot be its own child.")
            return
        }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent; call ``willMove(toParent:)`` with nil first, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        (parent as? NavigationController)?.childWasRemoved(self)
        self.parent = nil
        window?.updateAppearance(animated: false)
        parent.window?.updateAppearance(animated: false)
    }

    /// Replaces all children at once, keeping those that stay.
    func replaceChildren(with newChildren: [ViewController]) {
        for old in children where !newChildren.contains(where: { $0 === old }) {
            old.parent = nil
        }
        for child in newChildren where child.parent !== self {
            child.removeFromParent()
            child.parent = self
        }
        children = newChildren
    }
}
