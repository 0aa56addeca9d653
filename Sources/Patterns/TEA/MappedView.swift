public import ViewKit

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
    @usableFromInline let content: any MappedContent<Message>
    /// Renders the view as ``ViewRenderer/render(_:reusing:)`` does, sending each message mapped to the
    /// function given, with the lazy views' inputs kept in the memo given.
    ///
    /// NB: a closure made where the view is mapped, not a requirement of ``MappedContent``: made in the
    /// app's code (this initializer is inlinable), it renders with a renderer specialized for the view's
    /// own message type. A protocol's witness for a generic type is the unspecialized code, which looks up
    /// the metadata of every generic type it touches at every render.
    @usableFromInline let render:
        @MainActor (ViewKit.View?, LazyMemo, @escaping @MainActor (Message) -> Void) -> ViewKit.View

    @inlinable
    init<Inner>(_ view: View<Inner>, _ transform: @escaping @Sendable (Inner) -> Message) {
        content = MappedViewContent(inner: view, transform: transform)
        // NB: the closure runs on the main actor only, and reads its copy of the view there; a virtual view
        // is a value nothing mutates once made, so no other isolation can see it change.
        nonisolated(unsafe) let inner = view
        render = { existing, memo, send in
            ViewRenderer<Inner>(send: { send(transform($0)) }, lazyMemo: memo).render(inner, reusing: existing)
        }
    }

    /// The view with its messages mapped, one level built out (for tests that inspect what a mapped view
    /// shows): the payload's messages are mapped, and its children are mapped views in turn.
    public var view: View<Message> { content.view }

    /// The same view with `transform` composed after this one's.
    @usableFromInline
    func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> MappedView<B> {
        content.map(transform)
    }
}

/// A mapped view whose own message type is hidden behind the message type it sends.
@usableFromInline
protocol MappedContent<Message> {
    associatedtype Message

    /// See ``MappedView/view``.
    var view: View<Message> { get }

    /// See ``MappedView/map(_:)``.
    func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> MappedView<B>
}

/// A view of message type `Inner` and the function that maps its messages to `Message`.
@usableFromInline
struct MappedViewContent<Inner, Message>: MappedContent {
    @usableFromInline let inner: View<Inner>
    @usableFromInline let transform: @Sendable (Inner) -> Message

    @inlinable
    init(inner: View<Inner>, transform: @escaping @Sendable (Inner) -> Message) {
        self.inner = inner
        self.transform = transform
    }

    @usableFromInline
    var view: View<Message> { inner.mappingPayload(transform) }

    @usableFromInline
    func map<B>(_ next: @escaping @Sendable (Message) -> B) -> MappedView<B> {
        let transform = self.transform
        return MappedView<B>(inner) { next(transform($0)) }
    }
}
