public import ViewKit

/// A virtual modal presentation: a controller shown over the screen while the state holds it (the book's
/// `Modal<Message>`).
///
/// The renderer presents it when it appears in the tree, keeps (and updates) the presented controller
/// while it stays, and dismisses it when it goes.
public struct Modal<Message> {
    /// What is presented.
    public var viewController: ViewController<Message>
    /// How it covers the screen.
    public var presentationStyle: ModalPresentationStyle

    /// Creates a modal presentation.
    public init(viewController: ViewController<Message>, presentationStyle: ModalPresentationStyle = .fullScreen) {
        self.viewController = viewController
        self.presentationStyle = presentationStyle
    }

    /// The same modal sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> Modal<B> {
        Modal<B>(viewController: viewController.map(transform), presentationStyle: presentationStyle)
    }
}
