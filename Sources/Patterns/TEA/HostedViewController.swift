public import ViewKit

/// The real controller of a ``ViewController/viewController(_:)`` screen: its view is the rendered
/// virtual view, updated in place on every render.
@MainActor @usableFromInline
final class HostedViewController<Message>: ViewKit.ViewController {
    @usableFromInline
    override init() { super.init() }

    /// Renders `view` into the root view, reusing it when its kind is unchanged.
    @inlinable
    func update(_ view: View<Message>, renderer: ViewRenderer<Message>) {
        let existing = viewIfLoaded
        let rendered = renderer.render(view, reusing: existing)
        if rendered !== existing { self.view = rendered }
    }
}
