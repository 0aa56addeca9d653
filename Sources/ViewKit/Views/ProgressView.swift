/// Shows how far a task has come, from 0 to 1; the counterpart of `UIProgressView`.
@MainActor
public final class ProgressView: View {
    /// The fraction done, clamped to 0...1.
    public var progress: Double = 0 {
        didSet { if !(0...1).contains(progress) { progress = progress.isNaN ? 0 : min(max(progress, 0), 1) } }
    }

    /// Creates a progress view.
    public init(progress: Double = 0) {
        super.init()
        self.progress = progress
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, kind: .progress, value: progress)
    }
}
