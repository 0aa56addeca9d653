public import Eight
public import Services
public import TEA

/// Makes the TEA row (the videos' `teaDidLoad`): a driver of our TEA library over ``TEAState``, starting
/// from the model's text, with the model as the commands' environment.
@MainActor
public enum TEARow {
    /// The row's driver; install its ``TEA/Driver/viewController``.
    public static func driver(model: TextModel, labels: RowLabels, clock: any Clock) -> Driver<TEAState, TEACommand> {
        Driver(
            TEAState(text: model.value),
            update: { state, message in state.update(message) },
            view: { state in state.view(labels: labels) },
            subscriptions: { [weak model] state in model.map(state.subscriptions(model:)) ?? [] },
            clock: clock,
            environment: model)
    }
}
