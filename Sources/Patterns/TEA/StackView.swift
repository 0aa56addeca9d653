public import ViewKit

/// The payload of a virtual stack view: its arranged views, axis and spacing (the book's
/// `StackView<Message>`).
///
/// NB: the book's stack also has a distribution and a background colour; ViewKit is headless and lays
/// nothing out, so those are left out.
public struct StackView<Message> {
    /// The direction of the arrangement (ViewKit's axis).
    public typealias Axis = ViewKit.StackView.Axis

    /// The arranged views, in order.
    public var views: [View<Message>]
    /// The direction of the arrangement.
    public var axis: Axis
    /// The space between arranged views, in points.
    public var spacing: Double
    /// The stack's accessibility label, which makes it one element (a mini player, a toolbar).
    public var accessibilityLabel: String?

    /// Creates a stack payload; vertical by default, as in the book.
    public init(
        views: [View<Message>], axis: Axis = .vertical, spacing: Double = 8, accessibilityLabel: String? = nil
    ) {
        self.views = views
        self.axis = axis
        self.spacing = spacing
        self.accessibilityLabel = accessibilityLabel
    }

    /// The same stack sending `transform(message)` instead of each message.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> StackView<B> {
        StackView<B>(
            views: views.map { $0.map(transform) }, axis: axis, spacing: spacing,
            accessibilityLabel: accessibilityLabel)
    }
}
