/// A virtual split view: a primary navigation stack and a detail one (the book's
/// `SplitViewController<Message>`).
///
/// ``left`` and ``right`` take the display-mode button the split view offers for the detail's bar; the
/// book passes UIKit's `displayModeButtonItem`, ViewKit has none, so the renderer passes nil (the book's
/// tests call `left(nil)` too). In a compact window the split collapses into the primary stack: the
/// detail is pushed onto it unless ``collapseSecondaryViewController`` is true. A person popping that
/// pushed detail sends ``popDetail``.
public struct SplitViewController<Message> {
    /// The primary (master) stack.
    public var left: (BarButtonItem<Message>?) -> NavigationController<Message>
    /// The detail stack.
    public var right: (BarButtonItem<Message>?) -> NavigationController<Message>
    /// Whether a collapsed split view keeps the detail off the primary stack (for an empty detail).
    public var collapseSecondaryViewController: Bool
    /// Sent when a person pops the detail from a collapsed split view.
    public var popDetail: Message?

    /// Creates a split view.
    public init(
        left: @escaping (BarButtonItem<Message>?) -> NavigationController<Message>,
        right: @escaping (BarButtonItem<Message>?) -> NavigationController<Message>,
        collapseSecondaryViewController: Bool,
        popDetail: Message?
    ) {
        self.left = left
        self.right = right
        self.collapseSecondaryViewController = collapseSecondaryViewController
        self.popDetail = popDetail
    }

    /// The same split view sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> SplitViewController<B> {
        let left = self.left
        let right = self.right
        return SplitViewController<B>(
            left: { _ in left(nil).map(transform) }, right: { _ in right(nil).map(transform) },
            collapseSecondaryViewController: collapseSecondaryViewController, popDetail: popDetail.map(transform))
    }
}
