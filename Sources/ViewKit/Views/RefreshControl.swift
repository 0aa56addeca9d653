/// Pull-to-refresh for a table view; the counterpart of `UIRefreshControl`.
///
/// A person's pull starts refreshing and sends ``Control/Event/valueChanged``; the owner calls
/// ``endRefreshing()`` when the work is done.
@MainActor
public final class RefreshControl: Control {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// Creates a refresh control.
    public override init() { super.init() }

    /// Shows the control as refreshing, without sending an event.
    public func beginRefreshing() { isRefreshing = true }

    /// Hides the refreshing state.
    public func endRefreshing() { isRefreshing = false }

    /// Pulls as a person would: starts refreshing and sends ``Control/Event/valueChanged``. Ignored while
    /// a refresh is under way.
    public func pull() {
        guard !isRefreshing, isEnabled else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .refresh, flags: isRefreshing ? [.animating] : [])
    }
}
