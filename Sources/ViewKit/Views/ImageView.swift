/// Shows an ``Image``; the counterpart of `UIImageView`.
@MainActor
public final class ImageView: View {
    /// The image shown; nil shows nothing.
    public var image: Image?

    /// Creates an image view.
    public init(image: Image? = nil) {
        self.image = image
        super.init()
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .image(image))
    }
}
