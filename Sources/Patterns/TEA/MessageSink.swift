/// The driver's message callback, set once the driver exists (the renderer is built before it).
///
/// NB: usable from inlinable code, as the whole render path is (see ``Driver``).
@MainActor @usableFromInline
final class MessageSink<Message> {
    @usableFromInline var target: (@MainActor (Message) -> Void)?

    @inlinable
    init() {}

    @inlinable
    func send(_ message: Message) {
        target?(message)
    }
}
