/// Shows how far a task has come, from 0 to 1; the counterpart of `UIProgressView`.
@MainActor
public final class ProgressView: View {
    /// The fraction done, clamped to 0...1.
    public var progress: Double = 0 {
        didSet { if !(0...1).contains(progress) { progress = Self.clamped(progress) } }
    }

    /// Creates a progress view.
    public init(progress: Double = 0) {
        super.init()
        // NB: property observers do not run in the class's own initializer, so clamp here.
        self.progress = Self.clamped(progress)
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .progress(progress))
    }
}
