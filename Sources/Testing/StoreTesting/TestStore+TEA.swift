extension TestStore {
    /// The adapter for The Elm Architecture: the store's step is the program's `update`, whose commands
    /// are values that compare with `==`, and the actions fed back are the messages the `send` commands
    /// carry.
    ///
    /// ```swift
    /// let store = TestStore(tea: AppState(rootFolder: root), update: { $0.update($1) }) { command in
    ///     if case .send(let message) = command { message } else { nil }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - model: the program's state before the first message.
    ///   - exhaustivity: how strict the tester is (``TestStore/Exhaustivity/on`` by default).
    ///   - update: the program's `update`, returning command values.
    ///   - sentMessage: the message a command sends straight back (a `send` command), or nil.
    public convenience init(
        tea model: State,
        exhaustivity: Exhaustivity = .on,
        update: @escaping (inout State, Action) -> [Effect],
        sentMessage: @escaping (Effect) -> Action?
    ) {
        self.init(
            model, exhaustivity: exhaustivity, feedback: { sentMessage($0).map { [$0] } ?? [] }, step: update)
    }
}
