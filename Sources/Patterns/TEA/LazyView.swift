/// The payload of a lazy virtual view (Elm's `Html.Lazy`, React's `memo`): an input value and the pure
/// function that makes the view from it. Build it with ``View/lazy(_:_:)``.
///
/// The renderer calls the function, and touches the real views it made, only when the input differs
/// from the input of the last render of the same real view. The check is `==`, which for the framework's
/// usual inputs is O(1) when nothing changed: `Array`'s `==` compares storage first, and state that an
/// update did not touch keeps its storage.
public struct LazyView<Message> {
    /// The input, type-erased with its comparison.
    @usableFromInline let input: Any
    /// Whether `other` (an earlier input) equals this input.
    @usableFromInline let equalsInput: (Any) -> Bool
    /// Makes the view from the input.
    @usableFromInline let make: () -> View<Message>

    /// Creates the payload for `input` and `view`.
    ///
    /// NB: inlinable, so the comparison is made for the app's input type where the app builds the view.
    @inlinable
    init<Input: Equatable>(_ input: Input, _ view: @escaping (Input) -> View<Message>) {
        self.input = input
        equalsInput = { ($0 as? Input) == input }
        make = { view(input) }
    }

    private init(input: Any, equalsInput: @escaping (Any) -> Bool, make: @escaping () -> View<Message>) {
        self.input = input
        self.equalsInput = equalsInput
        self.make = make
    }

    /// The view the function makes from the input, as a render that finds the input changed makes it (for
    /// tests that inspect what a lazy view shows).
    public var view: View<Message> { make() }

    /// The same lazy view sending `transform(message)` instead of each message.
    ///
    /// NB: the renderer compares only the input, so a lazy view must be mapped with the same transform on
    /// every render (as a view function does) for its skipped renders to send the right messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> LazyView<B> {
        let make = self.make
        return LazyView<B>(input: input, equalsInput: equalsInput, make: { make().map(transform) })
    }
}
