import ViewKit

/// The payload of a view that sends another type's messages, each turned into this type's (Elm's
/// `Html.map`): the view as it was made and the function that maps its messages. Build it with
/// ``View/map(_:)``.
///
/// Mapping costs O(1) whatever the view's size: the renderer renders the view as it is, sending
/// `transform(message)` for each message its controls send. So a view function that maps a part's view
/// into the app's messages on every render (a player screen's, say) does not copy the part's tree each
/// time.
///
/// NB: as for a lazy view, a real view that a skipped lazy render keeps still sends through the transform
/// of the render that made it, so a view is mapped with the same function on every render (as view
/// functions do).
public struct MappedView<Message> {
    /// The view and its transform, with the view's own message type hidden.
    let content: any MappedContent<Message>

    init<Inner>(_ view: View<Inner>, _ transform: @escaping @Sendable (Inner) -> Message) {
        content = MappedViewContent(inner: view, transform: transform)
    }

    /// The view with its messages mapped, one level built out (for tests that inspect what a mapped view
    /// shows): the payload's messages are mapped, and its children are mapped views in turn.
    public var view: View<Message> { content.view }

    /// The same view with `transform` composed after this one's.
    func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> MappedView<B> {
        content.map(transform)
    }
}

/// A mapped view whose own message type is hidden behind the message type it sends.
protocol MappedContent<Message> {
    associatedtype Message

    /// See ``MappedView/view``.
    var view: View<Message> { get }

    /// See ``MappedView/map(_:)``.
    func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> MappedView<B>

    /// Renders the view as ``ViewRenderer/render(_:reusing:)`` does, sending each message mapped to
    /// `send`, with the lazy views' inputs kept in `memo`.
    @MainActor
    func render(
        reusing existing: ViewKit.View?, memo: LazyMemo, send: @escaping @MainActor (Message) -> Void
    ) -> ViewKit.View
}

/// A view of message type `Inner` and the function that maps its messages to `Message`.
private struct MappedViewContent<Inner, Message>: MappedContent {
    let inner: View<Inner>
    let transform: @Sendable (Inner) -> Message

    var view: View<Message> { inner.mappingPayload(transform) }

    func map<B>(_ next: @escaping @Sendable (Message) -> B) -> MappedView<B> {
        let transform = self.transform
        return MappedView<B>(inner) { next(transform($0)) }
    }

    @MainActor
    func render(
        reusing existing: ViewKit.View?, memo: LazyMemo, send: @escaping @MainActor (Message) -> Void
    ) -> ViewKit.View {
        let transform = self.transform
        return ViewRenderer<Inner>(send: { send(transform($0)) }, lazyMemo: memo).render(inner, reusing: existing)
    }
}
