public import ViewKit

/// What a running ``Command`` can reach (the book's `Context`): the root view controller, the way back
/// to the driver, and the app's clients.
@MainActor
public struct CommandContext<Message: Sendable, Environment> {
    /// The driver's root view controller.
    public let viewController: ViewKit.ViewController
    /// Sends a message to the driver; it is processed after the current one (see ``Driver``).
    public let send: @MainActor (Message) -> Void
    /// The clients the app handed the driver.
    public let environment: Environment

    /// Creates a context; the driver makes one per command.
    public init(
        viewController: ViewKit.ViewController,
        send: @escaping @MainActor (Message) -> Void,
        environment: Environment
    ) {
        self.viewController = viewController
        self.send = send
        self.environment = environment
    }

    /// The controller to present on: the topmost presented one, else the root.
    public var presenter: ViewKit.ViewController {
        viewController.window?.topmostPresentedViewController ?? viewController
    }
}
