public import OpenCombine

/// The OpenCombine bridge (the book's `ReSwiftStorePublisher`): publishers that views get instead of
/// the store.
///
/// Each publisher's subscription subscribes to the store on the subscriber's first positive demand
/// (the store's subscriber count does not change before), sends the current value at once and then one
/// value per change, only while there is demand, and unsubscribes on `cancel`. A publisher holds the
/// store strongly while it exists; a subscription does not. Subscribe, request and cancel on the main
/// actor (checked at run time).
extension Store {
    /// The whole state: the current state, then each changed state (the store's one comparison skips
    /// repeats).
    public func publisher() -> AnyPublisher<State, Never> {
        StatePublisher<State> { send in self.subscribe { send(.inScope($0)) } }.eraseToAnyPublisher()
    }

    /// The part of the state a selection reads: `store.publisher { $0.select(getter) }`, with a getter
    /// `(State) -> Selected`; a repeat is skipped with one `==` of the selected values.
    public func publisher<Selected: Equatable>(
        _ transform: (StateSelection<State, State>) -> StateSelection<State, Selected>
    ) -> AnyPublisher<Selected, Never> {
        let selector = transform(.whole).selector
        return StatePublisher<Selected> { send in
            self.subscribe(select: selector) { send(.inScope($0)) }
        }.eraseToAnyPublisher()
    }

    /// The part of the state a scoped selection reads: `store.publisher { $0.select(getter) }` with a
    /// getter `(State) -> ScopedState<Selected>`. It sends the values in scope and finishes when the
    /// part goes out of scope (at once if it is out of scope when the subscriber asks for values);
    /// nothing follows, even when the part comes back into scope.
    public func publisher<Selected: Equatable>(
        _ transform: (StateSelection<State, State>) -> StateSelection<State, ScopedState<Selected>>
    ) -> AnyPublisher<Selected, Never> {
        let selector = transform(.whole).selector
        return StatePublisher<Selected> { send in
            self.subscribe(select: selector, receive: send)
        }.eraseToAnyPublisher()
    }
}
