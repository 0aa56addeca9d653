/// The driver's message callback, set once the driver exists (the renderer is built before it).
@MainActor
final class MessageSink<Message> {
    var target: (@MainActor (Message) -> Void)?

    func send(_ message: Message) {
        target?(message)
    }
}
