public import ViewKit

/// A virtual navigation-bar button (the book's `BarButtonItem<Message>`).
public enum BarButtonItem<Message> {
    /// The view controller's own Edit/Done button, which toggles its editing mode.
    ///
    /// NB: as in the book, editing mode is left to the real view controller: it is UI state that nothing
    /// in the app reads, so it is not modelled.
    case editButton
    /// A standard item (add, done, …) with an optional accessibility label, sending `action` when tapped.
    case system(ViewKit.BarButtonItem.SystemItem, accessibilityLabel: String? = nil, action: Message)
    /// A titled item sending `action` when tapped.
    case custom(title: String, action: Message)

    /// The same item sending `transform(action)`.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> BarButtonItem<B> {
        switch self {
        case .editButton: .editButton
        case .system(let item, let label, let action):
            .system(item, accessibilityLabel: label, action: transform(action))
        case .custom(let title, let action): .custom(title: title, action: transform(action))
        }
    }
}

extension BarButtonItem: Equatable where Message: Equatable {}
