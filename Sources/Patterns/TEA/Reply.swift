/// The function a ``Command`` value carries to turn an effect's outcome into the message it sends back
/// (a recorder that started, the text a person typed, the reason a rename was refused).
///
/// Replies compare equal to each other, so a command's equality is that of its other values and tests
/// compare commands with `==`; a test checks a reply by calling it.
///
/// ```swift
/// #expect(commands == [.load(recording: recording, available: Reply { .loaded(recording, $0) })])
/// guard case .load(_, let available) = commands[0] else { return }
/// #expect(available(.failure(error)) == .loaded(recording, .failure(error)))
/// ```
public struct Reply<Outcome, Message>: Equatable, Sendable {
    private let transform: @Sendable (Outcome) -> Message

    /// Creates a reply that makes its message with `transform`.
    public init(_ transform: @escaping @Sendable (Outcome) -> Message) {
        self.transform = transform
    }

    /// The message for `outcome`.
    public func callAsFunction(_ outcome: Outcome) -> Message {
        transform(outcome)
    }

    /// Always true: two replies are not told apart (a test calls them instead).
    public static func == (lhs: Reply, rhs: Reply) -> Bool { true }
}
