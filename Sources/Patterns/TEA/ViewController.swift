/// A virtual view controller (the book's `ViewController<Message>`): the value the app's view function
/// returns for the whole interface, and for each screen in it.
public indirect enum ViewController<Message> {
    /// A screen showing a virtual view; build it with ``viewController(_:)``.
    case _viewController(View<Message>)
    /// A screen showing a table.
    case tableViewController(TableView<Message>)
    /// A navigation stack.
    case navigationController(NavigationController<Message>)
    /// A split view, with the modal presented over it, if any.
    case splitViewController(SplitViewController<Message>, modal: Modal<Message>?)
    /// An alert; show it inside a ``Modal``.
    case alert(Alert<Message>)

    /// A screen showing `view`.
    public static func viewController(_ view: View<Message>) -> ViewController {
        ._viewController(view)
    }

    /// The same controller sending `transform(message)` instead of each message.
    @inlinable
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> ViewController<B> {
        switch self {
        case ._viewController(let view): ._viewController(view.map(transform))
        case .tableViewController(let table): .tableViewController(table.map(transform))
        case .navigationController(let navigation): .navigationController(navigation.map(transform))
        case .splitViewController(let split, let modal):
            .splitViewController(split.map(transform), modal: modal?.map(transform))
        case .alert(let alert): .alert(alert.map(transform))
        }
    }
}
