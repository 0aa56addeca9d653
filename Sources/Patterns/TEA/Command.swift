/// A side effect described as a value (the book's `Command<Message>`): `update` returns commands instead
/// of performing effects, and the ``Driver`` runs them, in order, after it re-rendered, by calling their
/// ``run(in:)``.
///
/// An app declares each of its commands once, as a case of one enum, and interprets them all in one
/// `run(in:)`. The ``CommandContext`` it gets can present on screen, send messages back and use the app's
/// clients: `Environment` is the app's own struct of them (store, audio, clock, web service), so a
/// command reaches each by name and type, never by lookup. The framework's effects (sending a message,
/// presenting an alert, making an HTTP request) are methods of the context that an interpretation calls.
///
/// ```swift
/// enum LibraryCommand<Message: Sendable>: Command {
///     /// Deletes `item`; sends `failed` if the library refuses.
///     case delete(ItemValue, failed: Reply<LibraryError, Message>)
///     /// Tells the person something.
///     case modalAlert(title: String, message: String?, accept: String, dismissed: Message?)
///
///     func run(in context: CommandContext<Message, LibraryClients>) {
///         switch self {
///         case .delete(let item, let failed):
///             do { try context.environment.library.delete(item.uuid) } catch { context.send(failed(error)) }
///         case .modalAlert(let title, let message, let accept, let dismissed):
///             context.modalAlert(title: title, message: message, accept: accept, dismissed: dismissed)
///         }
///     }
/// }
/// extension LibraryCommand: Equatable where Message: Equatable {}
/// ```
///
/// Because commands are values, a test compares what `update` returns with `==` (the book's `CommandEnum`
/// technique, with no second type to keep in step): a function a command carries is a ``Reply``, which
/// compares equal to every other, and a test checks it by calling it. A command that can fail reports
/// the failure as a message, so `update` decides what the person sees.
public protocol Command<Message> {
    /// The messages the command sends back.
    associatedtype Message: Sendable
    /// The clients the command uses (`Void` for none).
    associatedtype Environment

    /// Performs the effect; the ``Driver`` calls it after it rendered the state `update` left.
    @MainActor func run(in context: CommandContext<Message, Environment>)
}
