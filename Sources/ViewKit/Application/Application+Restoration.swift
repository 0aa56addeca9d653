extension Application {
    /// Restoration keys ViewKit's containers use for their own structure.
    enum StructureKey {
        static let children = "viewKit.children"
        static let collapsedDetail = "viewKit.collapsedDetail"
    }

    /// The window's restorable state, or nil when the delegate does not save state.
    ///
    /// Every view controller reachable from the root through controllers that all have restoration
    /// identifiers encodes itself under its restoration path; navigation controllers also record their
    /// stacks, so restoring can rebuild them.
    public func restorableState(of window: Window) -> RestorationArchive? {
        let appCoder = RestorationCoder(path: "", window: window)
        guard delegate.application(self, shouldSaveApplicationState: appCoder) else { return nil }
        var archive = RestorationArchive(application: appCoder.values)
        if let root = window.rootViewController, let identifier = root.restorationIdentifier {
            encode(root, path: identifier, window: window, into: &archive)
        }
        return archive
    }

    private func encode(
        _ controller: ViewController, path: String, window: Window, into archive: inout RestorationArchive
    ) {
        let coder = RestorationCoder(path: path, window: window)
        let children = restorableChildren(of: controller)
        if controller is NavigationController {
            coder.encode(children.map(\.identifier), forKey: StructureKey.children)
        }
        if let split = controller as? SplitViewController, split.isCollapsed,
            let secondary = split.secondaryViewController,
            split.primaryNavigationController?.viewControllers.contains(where: { $0 === secondary }) ?? false
        {
            coder.encode(true, forKey: StructureKey.collapsedDetail)
        }
        controller.encodeRestorableState(with: coder)
        controller.restorationDelegate?.encodeRestorableState(of: controller, with: coder)
        archive.controllers[path] = coder.values
        for (index, child) in children.enumerated() {
            encode(child.controller, path: "\(path)/\(child.identifier)@\(index)", window: window, into: &archive)
        }
    }

    /// The children that take part in restoration: those with identifiers, in order, leaving out a
    /// collapsed split view's detail from the navigation stack (the split view restores it).
    private func restorableChildren(of controller: ViewController) -> [(identifier: String, controller: ViewController)]
    {
        var children = controller.restorationChildren
        if let navigation = controller as? NavigationController, let split = navigation.splitViewController,
            split.isCollapsed, let secondary = split.secondaryViewController
        {
            children.removeAll { $0 === secondary }
        }
        var result: [(identifier: String, controller: ViewController)] = []
        for child in children {
            guard let identifier = child.restorationIdentifier else { break }
            result.append((identifier, child))
        }
        return result
    }

    /// Restores `window` from `archive` when the delegate agrees: decodes each controller's state,
    /// rebuilds navigation stacks (asking the delegate for controllers the hierarchy lacks), re-shows a
    /// collapsed detail unless the split view's delegate keeps it out of the stack, then calls ``ViewController/applicationFinishedRestoringState()`` everywhere.
    func restoreState(of window: Window, from archive: RestorationArchive) {
        let appCoder = RestorationCoder(path: "", values: archive.application, window: window)
        guard delegate.application(self, shouldRestoreApplicationState: appCoder) else { return }
        guard let root = window.rootViewController, let identifier = root.restorationIdentifier else { return }
        var restored: [ViewController] = []
        decode(root, path: identifier, archive: archive, restored: &restored)
        for controller in restored { controller.applicationFinishedRestoringState() }
    }

    private func decode(
        _ controller: ViewController, path: String, archive: RestorationArchive, restored: inout [ViewController]
    ) {
        guard let values = archive.controllers[path] else { return }
        let coder = RestorationCoder(path: path, values: values, window: controller.window)
        if let navigation = controller as? NavigationController,
            let identifiers = coder.decode([String].self, forKey: StructureKey.children)
        {
            rebuildStack(of: navigation, path: path, identifiers: identifiers, archive: archive)
        }
        controller.decodeRestorableState(with: coder)
        controller.restorationDelegate?.decodeRestorableState(of: controller, with: coder)
        restored.append(controller)
        for (index, child) in restorableChildren(of: controller).enumerated() {
            decode(
                child.controller, path: "\(path)/\(child.identifier)@\(index)", archive: archive, restored: &restored)
        }
        // NB: the detail is re-shown only if the delegate would collapse it onto the primary now, as UIKit
        // asks when it collapses: restoring may have left it with nothing to show (its item was deleted
        // since the state was saved), and a delegate keeps such a detail out of the stack.
        if let split = controller as? SplitViewController,
            coder.decode(Bool.self, forKey: StructureKey.collapsedDetail) == true,
            split.isCollapsed, let secondary = split.secondaryViewController,
            split.delegate?.splitViewController(split, collapseSecondary: secondary, onto: split.primaryViewController)
                != true
        {
            split.showDetailViewController(secondary, sender: nil)
        }
    }

    private func rebuildStack(
        of navigation: NavigationController, path: String, identifiers: [String], archive: RestorationArchive
    ) {
        let existing = navigation.viewControllers
        var stack: [ViewController] = []
        for (index, identifier) in identifiers.enumerated() {
            if index < existing.count, existing[index].restorationIdentifier == identifier {
                stack.append(existing[index])
                continue
            }
            let childPath = "\(path)/\(identifier)@\(index)"
            let coder = RestorationCoder(
                path: childPath, values: archive.controllers[childPath] ?? [:], window: navigation.window)
            let components = childPath.split(separator: "/").map { String($0.split(separator: "@")[0]) }
            if let created = delegate.application(
                self, viewControllerWithRestorationIdentifierPath: components, coder: coder)
            {
                created.restorationIdentifier = created.restorationIdentifier ?? identifier
                stack.append(created)
            }
        }
        guard !stack.isEmpty else { return }
        navigation.setViewControllers(stack, animated: false)
    }
}
