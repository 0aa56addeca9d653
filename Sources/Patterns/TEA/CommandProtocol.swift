/// The factories of the framework's commands, for the book's command-testing technique.
///
/// An app declares its own commands in a protocol refining this one, makes ``Command`` conform (its
/// static functions already match), writes `update` generic over the protocol, and in tests pins the
/// result to an enum with one case per factory, whose values compare with `==`:
///
/// ```swift
/// protocol AppCommand: CommandProtocol {
///     static func saveRecording(name: String, folder: FolderValue, url: URL) -> Self
/// }
/// extension Command: AppCommand {}
///
/// mutating func update<C: AppCommand>(_ message: Message) -> [C] where C.Message == Message { … }
///
/// let commands: [CommandEnum<Message>] = state.update(.save(name: "Hello"))
/// ```
public protocol CommandProtocol<Message> {
    /// The messages the commands send back.
    associatedtype Message: Sendable

    /// See ``Command/send(_:)``.
    static func send(_ message: Message) -> Self
    /// See ``Command/modalAlert(title:message:accept:dismissed:)``.
    static func modalAlert(title: String, message: String?, accept: String, dismissed: Message?) -> Self
    /// See ``Command/modalTextAlert(title:accept:cancel:placeholder:submit:)``.
    static func modalTextAlert(
        title: String, accept: String, cancel: String, placeholder: String,
        submit: @escaping @Sendable (String?) -> Message
    ) -> Self
}

extension Command: CommandProtocol {}
