/// A spinner for work of unknown length; the counterpart of `UIActivityIndicatorView`.
@MainActor
public final class ActivityIndicatorView: View {
    /// Whether the spinner turns.
    public private(set) var isAnimating = false
    /// Whether the spinner disappears while stopped.
    public var hidesWhenStopped = true

    /// Creates a stopped spinner.
    public override init() { super.init() }

    /// Starts the spinner.
    public func startAnimating() { isAnimating = true }

    /// Stops the spinner.
    public func stopAnimating() { isAnimating = false }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        var flags: [RenderNode.Flag] = isAnimating ? [.animating] : []
        if !isAnimating && hidesWhenStopped { flags.append(.hidden) }
        return RenderNode(id: elementID, .activity, flags: flags)
    }
}
