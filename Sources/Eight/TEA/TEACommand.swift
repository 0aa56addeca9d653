public import Eight
public import TEA

/// The TEA row's one effect (the videos' `Command.changeModelText`): setting the shared model's text,
/// run by the driver with the model as its environment.
public enum TEACommand: Command, Equatable {
    /// Sets the model's text to the associated text.
    case changeModelText(String)

    public typealias Message = TEAState.Message

    @MainActor
    public func run(in context: CommandContext<TEAState.Message, TextModel>) {
        switch self {
        case .changeModelText(let text):
            context.environment.value = text
        }
    }
}
