public import ViewKit

/// A side effect described as a value (the book's `Command<Message>`): `update` returns commands instead
/// of performing effects, and the ``Driver`` runs them, in order, after it re-rendered.
///
/// A command is a function of a ``Context``, which can present on screen and send messages back. The
/// framework provides the app-independent commands (``send(_:)``, ``modalAlert(_:)``,
/// ``modalAlert(title:message:accept:dismissed:)``,
/// ``modalTextAlert(title:accept:cancel:placeholder:submit:)``); apps add their own in an extension:
///
/// ```swift
/// extension Command {
///     static func delete(_ item: ItemValue) -> Command {
///         Command { context in context.environment.resolve(Library.self)?.delete(item.uuid) }
///     }
/// }
/// ```
///
/// Commands are opaque functions and cannot be compared. To test which commands `update` returns, use
/// the book's technique: declare the factories in a protocol refining ``CommandProtocol``, make `update`
/// generic over it, and pin the result to an enum of commands in tests.
public struct Command<Message: Sendable> {
    /// What a running command can reach (the book's `Context`).
    @MainActor
    public struct Context {
        /// The driver's root view controller.
        public let viewController: ViewKit.ViewController
        /// Sends a message to the driver; it is processed after the current one (see ``Driver``).
        public let send: @MainActor (Message) -> Void
        /// The services the app handed the driver (store, audio, …), found by type.
        public let environment: ServiceRegistry

        /// Creates a context; the driver makes one per command.
        public init(
            viewController: ViewKit.ViewController,
            send: @escaping @MainActor (Message) -> Void,
            environment: ServiceRegistry = ServiceRegistry()
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

    /// The effect.
    public let run: @MainActor @Sendable (Context) -> Void

    /// Creates a command performing `run`.
    public init(_ run: @escaping @MainActor @Sendable (Context) -> Void) {
        self.run = run
    }

    /// The same effect, with the messages it sends transformed.
    public func map<B: Sendable>(_ transform: @escaping @Sendable (Message) -> B) -> Command<B> {
        let run = self.run
        return Command<B> { context in
            run(
                Command<Message>.Context(
                    viewController: context.viewController, send: { context.send(transform($0)) },
                    environment: context.environment))
        }
    }

    /// Sends `message` back to the driver.
    public static func send(_ message: Message) -> Command {
        Command { context in context.send(message) }
    }
}
