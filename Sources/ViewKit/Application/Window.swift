import Services

/// One screen's worth of interface: a root view controller, a size class and an operation log; a
/// browser tab or a test's window. The counterpart of `UIWindow`.
///
/// The window decides which view controllers are visible (the root, the visible children of each
/// container, and presentations; a full-screen presentation hides what is below it) and sends the
/// appearance callbacks when that set changes.
@MainActor
public final class Window {
    /// The window's identity in render trees.
    public let elementID = ElementID.next()
    /// The application the window belongs to.
    public private(set) weak var application: Application?
    /// The record of interface changes in this window.
    public let operationLog = OperationLog()
    /// The window's height in points; table views size their visible area from it.
    public var height: Double {
        didSet {
            applyTableViewport()
            windowSizeChanged()
        }
    }
    /// The window's width in points: a browser tab's; for other windows, unless set, a phone's 390 in the
    /// compact size class and a tablet's 1024 in the regular one. Keyboard frames span it.
    public var width: Double {
        get { explicitWidth ?? (sizeClass == .compact ? 390 : 1024) }
        set {
            explicitWidth = newValue
            windowSizeChanged()
        }
    }
    /// The width class, which collapses or expands split views.
    public private(set) var sizeClass: SizeClass
    /// The text field with the keyboard focus.
    public private(set) weak var firstResponder: TextField?
    /// Where the window's keyboard events come from (see ``KeyboardSource``).
    public let keyboardSource: KeyboardSource
    /// The keyboard's frame while it is up, in the window's coordinates; nil while it is down.
    public internal(set) var keyboardFrame: Rect?

    /// The width set by a host or at creation; nil follows the size class.
    private var explicitWidth: Double?
    let keyboardObservers = ObserverList<KeyboardEvent>()
    /// Set while focus moves from one field to another, so the keyboard stays up in between.
    var isMovingFocus = false

    private var appeared: [ViewController] = []
    private var isUpdatingAppearance = false
    private var needsAppearanceUpdate = false
    /// The elements of the last render, by identity, for automation and hosts.
    private(set) var renderedElements: [ElementID: RenderedElement] = [:]

    /// Creates a window; apps get theirs from
    /// ``Application/openWindow(sizeClass:height:width:keyboard:restoring:)``.
    ///
    /// - Parameters:
    ///   - sizeClass: the width class, which collapses or expands split views.
    ///   - height: the height in points; table views size their visible area from it.
    ///   - width: the width in points; nil gives 390 for a compact window, 1024 for a regular one.
    ///   - keyboard: where keyboard events come from: ``KeyboardSource/virtual`` (the focus) unless a host
    ///     reports its own keyboard.
    ///   - application: the application the window belongs to; nil for a window outside one (a test's).
    public init(
        sizeClass: SizeClass = .compact, height: Double = 844, width: Double? = nil,
        keyboard: KeyboardSource = .virtual, application: Application? = nil
    ) {
        self.sizeClass = sizeClass
        self.height = height
        self.explicitWidth = width
        self.keyboardSource = keyboard
        self.application = application
    }

    /// The root view controller; setting it makes it visible and applies the size class.
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.rootWindow = nil
            rootViewController?.rootWindow = self
            applySizeClass()
            updateAppearance(animated: false)
        }
    }

    /// Changes the size class, collapsing or expanding split views, and records it.
    public func setSizeClass(_ newValue: SizeClass) {
        guard newValue != sizeClass else { return }
        sizeClass = newValue
        operationLog.record(.sizeClass(newValue))
        applySizeClass()
        updateAppearance(animated: false)
        if explicitWidth == nil { windowSizeChanged() }
    }

    /// The presented controller on top of everything, if any.
    public var topmostPresentedViewController: ViewController? {
        var top = rootViewController?.storedPresented
        while let next = top?.storedPresented { top = next }
        return top
    }

    /// Presents an alert with `title`, `message` and one cancel-style button titled `ok` over whatever the
    /// window shows (the topmost presented controller, else the root): how an app reports a problem that
    /// belongs to no one screen.
    public func presentMessage(title: String, message: String?, ok: String = "OK") {
        (topmostPresentedViewController ?? rootViewController)?.presentMessage(title: title, message: message, ok: ok)
    }

    /// The view controllers that are visible now, root first.
    public var visibleViewControllers: [ViewController] { appeared }

    // MARK: Appearance

    /// Recomputes the visible controllers and sends will/did appear and disappear to those that changed.
    ///
    /// Reentrancy: a callback that changes the hierarchy (say, a pop in `viewWillAppear`) schedules another
    /// pass, run after the current one finishes.
    func updateAppearance(animated: Bool) {
        guard !isUpdatingAppearance else {
            needsAppearanceUpdate = true
            return
        }
        isUpdatingAppearance = true
        defer { isUpdatingAppearance = false }
        repeat {
            needsAppearanceUpdate = false
            applySizeClass()
            let now = computeVisibleControllers()
            let leaving = appeared.filter { old in !now.contains { $0 === old } }
            let arriving = now.filter { new in !appeared.contains { $0 === new } }
            appeared = now
            for controller in leaving {
                controller.appearanceState = .disappearing
                controller.viewWillDisappear(animated)
            }
            for controller in arriving {
                controller.loadViewIfNeeded()
                controller.appearanceState = .appearing
                controller.viewWillAppear(animated)
            }
            for controller in leaving {
                controller.appearanceState = .disappeared
                controller.viewDidDisappear(animated)
            }
            for controller in arriving {
                controller.appearanceState = .appeared
                controller.viewDidAppear(animated)
            }
            endEditingOutsideVisibleControllers()
        } while needsAppearanceUpdate
        applyTableViewport()
    }

    /// The root and the presentations on screen, bottom first: a full-screen presentation hides the
    /// layers below it.
    private func shownLayers() -> [ViewController] {
        guard let root = rootViewController else { return [] }
        var layers = [root]
        while let next = layers[layers.count - 1].storedPresented { layers.append(next) }
        let firstVisible = layers.lastIndex { $0 === root || $0.modalPresentationStyle == .fullScreen } ?? 0
        return Array(layers[firstVisible...])
    }

    private func computeVisibleControllers() -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            result.append(controller)
            for child in controller.visibleChildren { visit(child) }
        }
        for layer in shownLayers() { visit(layer) }
        return result
    }

    private func applySizeClass() {
        guard let root = rootViewController else { return }
        var stack = [root]
        while let controller = stack.popLast() {
            if let split = controller as? SplitViewController { split.apply(sizeClass: sizeClass) }
            stack.append(contentsOf: controller.children)
            if let presented = controller.storedPresented { stack.append(presented) }
        }
    }

    /// Table views size their visible area from the window: its height less the bars.
    ///
    /// NB: this runs after every transition, over every view on screen: it visits the views in place
    /// rather than collecting them into arrays (which was a third of what pushing and popping a screen
    /// cost).
    private func applyTableViewport() {
        let viewport = max(88, height - 140)
        func apply(to view: View) {
            if let table = view as? TableView, table.viewportHeight != viewport { table.viewportHeight = viewport }
        }
        for controller in appeared {
            guard let view = controller.viewIfLoaded else { continue }
            apply(to: view)
            view.forEachDescendant(apply(to:))
        }
    }

    // MARK: Focus

    func takeFocus(for field: TextField) {
        if let current = firstResponder, current !== field {
            // NB: the keyboard stays up while focus moves between fields; only the end state counts.
            isMovingFocus = true
            current.resignFirstResponder()
            isMovingFocus = false
        }
        firstResponder = field
    }

    func focusEnded(for field: TextField) {
        if firstResponder === field { firstResponder = nil }
    }

    private func endEditingOutsideVisibleControllers() {
        guard let field = firstResponder else { return }
        let visibleRoots = appeared.compactMap(\.viewIfLoaded)
        guard !visibleRoots.contains(where: { field.isDescendant(of: $0) }) else { return }
        field.resignFirstResponder()
        // NB: a field whose screen has left the window no longer finds the window itself.
        if firstResponder === field { firstResponder = nil }
        focusDidSettle()
    }

    // MARK: Rendering

    /// What the window shows now, as a render tree.
    ///
    /// - Parameter includeHidden: whether hidden views are included (flagged hidden); content covered by
    ///   a full-screen presentation is never included.
    public func renderTree(includeHidden: Bool = false) -> RenderNode {
        var context = RenderContext(includeHidden: includeHidden)
        // NB: about as many elements as the last render's, without growing the table on the way.
        context.elements.reserveCapacity(renderedElements.count)
        var children: [RenderNode] = []
        let shown = shownLayers()
        for (position, layer) in shown.enumerated() {
            var node = layer.renderNode(&context)
            if layer !== rootViewController, !(layer is AlertController) {
                let flags: [RenderNode.Flag] = layer.modalPresentationStyle == .pageSheet ? [.sheet] : []
                node = RenderNode(id: layer.presentationID, .modal, flags: flags, children: [node])
            }
            if position < shown.count - 1 { node = Self.markInert(node) }
            children.append(node)
        }
        renderedElements = context.elements
        return RenderNode(id: elementID, .window(sizeClass: sizeClass, height: height), children: children)
    }

    private static func markInert(_ node: RenderNode) -> RenderNode {
        var copy = node
        copy.insert(.inert)
        copy.children = copy.children.map(markInert)
        return copy
    }

    /// The object behind an identity in the last render.
    func renderedElement(_ id: ElementID) -> RenderedElement? { renderedElements[id] }
}
