public import ViewKit

/// A side effect described as a value (the book's `Command<Message>`): `update` returns commands instead
/// of performing effects, and the ``Driver`` runs them, in order, after it re-rendered.
///
/// A command is a function of a ``Context``, which can present on screen, send messages back and use the
/// app's clients: `Environment` is the app's own struct of them (store, audio, clock, web service), so a
/// command reaches each by name and type, never by lookup. The framework provides the app-independent
/// commands (``send(_:)``, ``modalAlert(_:)``, ``modalAlert(title:message:accept:dismissed:)``,
/// ``modalTextAlert(title:accept:cancel:placeholder:submit:)``); apps add their own in a constrained
/// extension:
///
/// ```swift
/// extension Command where Environment == LibraryClients {
///     static func delete(_ item: ItemValue, failed: @escaping @Sendable (LibraryError) -> Message) -> Command {
///         Command { context in
///             do { try context.environment.library.delete(item.uuid) } catch { context.send(failed(error)) }
///         }
///     }
/// }
/// ```
///
/// A command that can fail reports the failure as a message, so `update` decides what the person sees.
///
/// Commands are opaque functions and cannot be compared. To test which commands `update` returns, use
/// the book's technique: declare the factories in a protocol refining ``CommandProtocol``, make `update`
/// generic over it, and pin the result to an enum of commands in tests.
public struct Command<Message: Sendable, Environment> {
    /// What a running command can reach (the book's `Context`).
    @MainActor
    public struct Context {
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

    /// The effect.
    public let run: @MainActor @Sendable (Context) -> Void

    /// Creates a command performing `run`.
    public init(_ run: @escaping @MainActor @Sendable (Context) -> Void) {
        self.run = run
    }

    /// The same effect, with the messages it sends transformed.
    public func map<B: Sendable>(_ transform: @escaping @Sendable (Message) -> B) -> Command<B, Environment> {
        let run = self.run
        return Command<B, Environment> { context in
            run(
                Command<Message, Environment>.Context(
                    viewController: context.viewController, send: { context.send(transform($0)) },
                    environment: context.environment))
        }
    }

    /// Sends `message` back to the driver.
    public static func send(_ message: Message) -> Command {
        Command { context in context.send(message) }
    }
}
