public import ViewKit

/// Brings the real view controller hierarchy in line with a virtual one (the book's `Renderer`,
/// controllers part).
///
/// Controllers are reused when their kind is unchanged (navigation stacks by position), updated in
/// place, and replaced otherwise. Navigation stacks change by a push or a pop when that is all that
/// differs, and by replacing the stack otherwise; pops the reconciler makes are never reported as the
/// person's. Tables diff their rows by identity (see ``HostedTableViewController``).
///
/// NB: inlinable, as the whole render path is (see ``Driver``).
@MainActor @usableFromInline
final class Reconciler<Message> {
    @usableFromInline let sink: MessageSink<Message>
    @usableFromInline let views: ViewRenderer<Message>

    @inlinable
    init(sink: MessageSink<Message>) {
        self.sink = sink
        self.views = ViewRenderer(send: { [sink] in sink.send($0) })
    }

    /// Drops the inputs of every lazy view rendered so far; the next render of each makes it again.
    @usableFromInline
    func forgetLazyInputs() {
        views.lazyMemo.forgetAll()
    }

    /// The real controller for `virtual`: `existing` updated in place when it is of the same kind, else
    /// a new controller.
    @inlinable
    func controller(
        for virtual: ViewController<Message>, reusing existing: ViewKit.ViewController?
    )
        -> ViewKit.ViewController
    {
        switch virtual {
        case ._viewController(let view):
            let real = existing as? HostedViewController<Message> ?? HostedViewController<Message>()
            real.update(view, renderer: views)
            return real
        case .tableViewController(let table):
            let real =
                existing as? HostedTableViewController<Message>
                ?? HostedTableViewController(sink: sink, renderer: views)
            real.update(table)
            return real
        case .navigationController(let navigation):
            let real = existing as? HostedNavigationController<Message> ?? HostedNavigationController(sink: sink)
            reconcile(navigation, into: real, keepingOnTop: nil)
            return real
        case .splitViewController(let split, let modal):
            let real = existing as? HostedSplitViewController<Message> ?? makeSplit()
            reconcile(split, into: real)
            real.reconcileModal(modal, reconciler: self)
            return real
        case .alert(let alert):
            return AlertRendering.makeController(for: alert, send: sink.send)
        }
    }

    @inlinable
    func makeSplit() -> HostedSplitViewController<Message> {
        HostedSplitViewController(
            primary: HostedNavigationController(sink: sink), secondary: HostedNavigationController(sink: sink))
    }

    @inlinable
    func reconcile(_ split: SplitViewController<Message>, into real: HostedSplitViewController<Message>) {
        real.collapseSecondary = split.collapseSecondaryViewController
        real.popDetail = split.popDetail
        guard let primary = real.primaryViewController as? HostedNavigationController<Message>,
            let secondary = real.secondaryViewController as? HostedNavigationController<Message>
        else { return }
        let detailOnStack = real.isCollapsed && primary.viewControllers.contains { $0 === secondary }
        reconcile(split.right(nil), into: secondary, keepingOnTop: nil)
        reconcile(split.left(nil), into: primary, keepingOnTop: detailOnStack ? secondary : nil)
        guard real.isCollapsed else { return }
        if !split.collapseSecondaryViewController, !detailOnStack {
            real.showDetailViewController(secondary, sender: nil)
        } else if split.collapseSecondaryViewController, detailOnStack {
            let remaining = primary.viewControllers.filter { $0 !== secondary }
            if let top = remaining.last, primary.viewControllers.last === secondary,
                primary.viewControllers.dropLast().elementsEqual(remaining, by: ===)
            {
                primary.popToViewController(top, animated: true)
            } else {
                primary.setViewControllers(remaining, animated: false)
            }
        }
    }

    /// Reconciles the screens by position and changes the real stack by the smallest operation.
    ///
    /// - Parameter extra: a controller on the real stack that the virtual stack does not describe (a
    ///   collapsed split view's detail); it stays on top.
    @inlinable
    func reconcile(
        _ navigation: NavigationController<Message>,
        into real: HostedNavigationController<Message>,
        keepingOnTop extra: ViewKit.ViewController?
    ) {
        real.back = navigation.back
        real.popDetail = navigation.popDetail
        let current = real.viewControllers.filter { $0 !== extra }
        var stack: [ViewKit.ViewController] = []
        stack.reserveCapacity(navigation.viewControllers.count + 1)
        // NB: index loops here and below, not `enumerated()`: this code is generic over the message, and
        // each generic sequence adapter costs a metadata lookup per render.
        for index in 0..<navigation.viewControllers.count {
            let item = navigation.viewControllers[index]
            let existing = index < current.count ? current[index] : nil
            let controller = self.controller(for: item.viewController, reusing: existing)
            apply(item, to: controller)
            stack.append(controller)
        }
        if let extra { stack.append(extra) }
        let old = real.viewControllers
        guard !old.elementsEqual(stack, by: ===) else { return }
        if stack.count == old.count + 1, old.elementsEqual(stack.dropLast(), by: ===), let pushed = stack.last {
            real.pushViewController(pushed, animated: true)
        } else if stack.count < old.count, let top = stack.last, old.prefix(stack.count).elementsEqual(stack, by: ===) {
            real.popToViewController(top, animated: true)
        } else {
            real.setViewControllers(stack, animated: false)
        }
    }

    /// Applies a navigation item's title and bar buttons, reusing bar button items by position.
    @inlinable
    func apply(_ item: NavigationItem<Message>, to controller: ViewKit.ViewController) {
        if controller.title != item.title { controller.title = item.title }
        let navigationItem = controller.navigationItem
        if navigationItem.title != item.title { navigationItem.title = item.title }
        let left = item.leftBarButtonItem.map {
            barButton($0, reusing: navigationItem.leftBarButtonItems.first, owner: controller)
        }
        let newLeft = left.map { [$0] } ?? []
        if !navigationItem.leftBarButtonItems.elementsEqual(newLeft, by: ===) {
            navigationItem.leftBarButtonItems = newLeft
        }
        let oldRight = navigationItem.rightBarButtonItems
        var newRight: [ViewKit.BarButtonItem] = []
        newRight.reserveCapacity(item.rightBarButtonItems.count)
        for index in 0..<item.rightBarButtonItems.count {
            let reusing = index < oldRight.count ? oldRight[index] : nil
            newRight.append(barButton(item.rightBarButtonItems[index], reusing: reusing, owner: controller))
        }
        if !oldRight.elementsEqual(newRight, by: ===) { navigationItem.rightBarButtonItems = newRight }
    }

    /// The real bar button for `item`; an existing one of the same kind keeps its identity and gets the
    /// new action in place of the old one.
    @inlinable
    func barButton(
        _ item: BarButtonItem<Message>, reusing existing: ViewKit.BarButtonItem?, owner: ViewKit.ViewController
    ) -> ViewKit.BarButtonItem {
        let sink = self.sink
        let reusable = existing.flatMap { $0.target === owner ? nil : $0 }
        switch item {
        case .editButton:
            return owner.editButtonItem
        case .system(let systemItem, let label, let action):
            let real =
                reusable.flatMap { $0.systemItem == systemItem ? $0 : nil }
                ?? ViewKit.BarButtonItem(systemItem: systemItem)
            let shownLabel = label ?? systemItem.defaultLabel
            if real.accessibilityLabel != shownLabel { real.accessibilityLabel = shownLabel }
            real.setAction { _ in sink.send(action) }
            return real
        case .custom(let title, let action):
            let real = reusable.flatMap { $0.systemItem == nil ? $0 : nil } ?? ViewKit.BarButtonItem(title: title)
            if real.title != title { real.title = title }
            real.setAction { _ in sink.send(action) }
            return real
        }
    }
}
