import Services

/// The base of every visible element: a node of the retained view tree that hosts render and tests
/// inspect; the counterpart of `UIView`.
///
/// Views are headless: they hold state, not pixels. A view shows its subviews in order; ``isHidden``
/// hides it and everything inside it. Every view has an ``elementID`` that stays the same for its life.
@MainActor
open class View {
    /// The view's identity in render trees and patches.
    public let elementID = ElementID.next()
    /// The view that contains this one.
    public private(set) weak var superview: View?
    /// The contained views, back to front.
    public private(set) var subviews: [View] = []
    /// Whether the view and its subviews are hidden.
    public var isHidden = false
    /// A stable identifier for automation, never shown.
    public var accessibilityIdentifier: String?
    /// A short description for assistive technology and automation, e.g. "Add" for a "+" button.
    public var accessibilityLabel: String?
    /// The view controller whose root view this is, if any.
    weak var owningViewController: ViewController?
    /// Objects that live as long as the view (see ``keepAlive(_:)``).
    private var lifetimeObjects: [AnyObject] = []

    /// Creates an empty view.
    public init() {}

    /// Adds `view` on top of the subviews, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else {
            ProgrammerError.report("A view cannot be its own subview.")
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview; does nothing when it has none.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.didRemoveSubview(self)
    }

    /// Called after `subview` left this view; stack views use it to keep their arranged subviews.
    func didRemoveSubview(_ subview: View) {}

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// NB: isolated, so what the view releases (its subviews, and the subscriptions kept with
    /// ``keepAlive(_:)``) ends on the main actor, wherever its last reference goes.
    isolated deinit {}

    /// Keeps `object` alive for as long as the view lives, then releases it: the counterpart of an
    /// Objective-C associated object. Binding libraries keep a view's subscriptions here, so a closed
    /// screen's bindings end with its views.
    public func keepAlive(_ object: AnyObject) {
        lifetimeObjects.append(object)
    }

    /// Whether this view or one of its ancestors is hidden.
    public var isHiddenInHierarchy: Bool {
        var current: View? = self
        while let candidate = current {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window showing the view, if it is in one.
    public var window: Window? {
        var root = self
        while let parent = root.superview { root = parent }
        return root.owningViewController?.window
    }

    /// All descendants, depth first, in order (not including this view).
    public var allDescendants: [View] {
        var descendants: [View] = []
        forEachDescendant { descendants.append($0) }
        return descendants
    }

    /// Calls `body` with each descendant, depth first, in order (not including this view), without
    /// collecting them.
    public func forEachDescendant(_ body: (View) -> Void) {
        for subview in subviews {
            body(subview)
            subview.forEachDescendant(body)
        }
    }

    // MARK: Rendering

    /// Renders the view, or nothing when it is hidden and hidden views are not wanted.
    final func render(_ context: inout RenderContext) -> RenderNode? {
        guard !isHidden || context.includeHidden else { return nil }
        var node = makeRenderNode(&context)
        if node.identifier == nil { node.identifier = accessibilityIdentifier }
        if node.label == nil { node.label = accessibilityLabel }
        if isHidden { node.insert(.hidden) }
        context.register(node.id, .view(self))
        return node
    }

    /// The node for this view; subclasses override to describe themselves. The default is a plain
    /// container of the subviews.
    func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .view, children: renderSubviews(&context))
    }

    /// The nodes of the subviews, skipping hidden ones unless wanted.
    final func renderSubviews(_ context: inout RenderContext) -> [RenderNode] {
        subviews.compactMap { $0.render(&context) }
    }
}
