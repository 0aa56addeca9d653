import ViewKit

/// Whoever encodes a driver's state when ViewKit restoration reaches the driver's root controller.
@MainActor
protocol RestorableStateOwner: AnyObject {
    func encodeRestorableState(_ coder: RestorationCoder)
    func decodeRestorableState(_ coder: RestorationCoder)
}

/// The real controllers the renderer makes: each can forward restoration to the driver when it is the
/// root, and sends its events through the driver's sink.
@MainActor
protocol DriverHostedController: AnyObject {
    var restorationOwner: (any RestorableStateOwner)? { get set }
}

/// The driver's message callback, set once the driver exists (the renderer is built before it).
@MainActor
final class MessageSink<Message> {
    var target: (@MainActor (Message) -> Void)?

    func send(_ message: Message) {
        target?(message)
    }
}
