/// A virtual navigation stack (the book's `NavigationController<Message>`; one listing spells it
/// `UINavigationController<Message>`).
///
/// The real navigation controller follows ``viewControllers``: screens are reused by position and
/// pushed or popped to match. When a person pops a screen with the back button, the real stack changes
/// first (UIKit does it on its own) and the controller sends ``back``, so the state can follow; popping
/// a collapsed split view's detail sends ``popDetail`` instead.
public struct NavigationController<Message> {
    /// The screens, bottom first.
    public var viewControllers: [NavigationItem<Message>]
    /// Sent when a person pops a screen with the back button.
    public var back: Message?
    /// Sent when a person pops the detail that a collapsed split view pushed onto this stack.
    public var popDetail: Message?

    /// Creates a navigation stack.
    public init(viewControllers: [NavigationItem<Message>], back: Message? = nil, popDetail: Message? = nil) {
        self.viewControllers = viewControllers
        self.back = back
        self.popDetail = popDetail
    }

    /// The same stack sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> NavigationController<B> {
        NavigationController<B>(
            viewControllers: viewControllers.map { $0.map(transform) }, back: back.map(transform),
            popDetail: popDetail.map(transform))
    }
}
