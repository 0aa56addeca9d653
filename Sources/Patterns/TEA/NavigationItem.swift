/// One screen of a virtual navigation stack: what its bar shows and the controller below the bar (the
/// book's `NavigationItem<Message>`).
public struct NavigationItem<Message> {
    /// The bar's title; the next screen's back button shows it too.
    public var title: String
    /// The item on the leading side, after the back button.
    public var leftBarButtonItem: BarButtonItem<Message>?
    /// The items on the trailing side, from the trailing edge inwards.
    public var rightBarButtonItems: [BarButtonItem<Message>]
    /// The screen's content.
    public var viewController: ViewController<Message>

    /// Creates a navigation item.
    public init(
        title: String = "",
        leftBarButtonItem: BarButtonItem<Message>? = nil,
        rightBarButtonItems: [BarButtonItem<Message>] = [],
        viewController: ViewController<Message>
    ) {
        self.title = title
        self.leftBarButtonItem = leftBarButtonItem
        self.rightBarButtonItems = rightBarButtonItems
        self.viewController = viewController
    }

    /// The same item sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> NavigationItem<B> {
        NavigationItem<B>(
            title: title, leftBarButtonItem: leftBarButtonItem?.map(transform),
            rightBarButtonItems: rightBarButtonItems.map { $0.map(transform) },
            viewController: viewController.map(transform))
    }
}
