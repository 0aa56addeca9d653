/// A virtual table of identity-keyed rows (the book's `TableView<Message>`), shown by a
/// ``ViewController/tableViewController(_:)``, with an optional bar pinned below the rows.
public struct TableView<Message> {
    /// The rows, in order.
    public var items: [TableViewCell<Message>]
    /// A view pinned below the rows, outside the scrolling content (a mini player, a toolbar); nil for
    /// none.
    public var bottomBar: View<Message>?

    /// Creates a table of `items`, with `bottomBar` below them.
    public init(items: [TableViewCell<Message>], bottomBar: View<Message>? = nil) {
        self.items = items
        self.bottomBar = bottomBar
    }

    /// The same table sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> TableView<B> {
        TableView<B>(items: items.map { $0.map(transform) }, bottomBar: bottomBar?.map(transform))
    }
}
