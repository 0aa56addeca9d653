/// Flexible empty space in a stack view.
@MainActor
public final class Spacer: View {
    /// The smallest length the space takes, in points.
    public var minimumLength: Double

    /// Creates a spacer.
    public init(minimumLength: Double = 0) {
        self.minimumLength = minimumLength
        super.init()
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .spacer(minimumLength: minimumLength))
    }
}
