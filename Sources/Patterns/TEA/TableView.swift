/// A virtual table of identity-keyed rows (the book's `TableView<Message>`), shown by a
/// ``ViewController/tableViewController(_:)``.
public struct TableView<Message> {
    /// The rows, in order.
    public var items: [TableViewCell<Message>]

    /// Creates a table of `items`.
    public init(items: [TableViewCell<Message>]) {
        self.items = items
    }

    /// The same table sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> TableView<B> {
        TableView<B>(items: items.map { $0.map(transform) })
    }
}

extension TableView: Equatable where Message: Equatable {}
