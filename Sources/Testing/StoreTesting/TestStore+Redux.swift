public import Redux

extension TestStore where Effect == Never {
    /// The adapter for a Redux reducer: each step is the reducer (`state = reducer(action, state)`),
    /// which has no effects; the side effects live in user-interactions objects, which dispatch actions.
    /// Hand such an object ``dispatcher``: what it dispatches becomes the fed-back actions the test
    /// processes with ``receive(_:assert:sourceLocation:)``, in order, and a test that does not receive
    /// them fails at the next ``send(_:assert:sourceLocation:)`` or at ``finish(sourceLocation:)``.
    ///
    /// ```swift
    /// let store = TestStore(redux: SignInViewControllerState(), reducer: Reducers.signInReducer)
    /// let interactions = ReduxSignInUserInteractions(actionDispatcher: store.dispatcher, remoteAPI: fake)
    /// await interactions.signIn(email: "a@b.c", password: "secret")
    /// store.receive(.signIn(.signingIn)) { $0.viewState.isSignInButtonEnabled = false /* … */ }
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: the state before the first action.
    ///   - reducer: the app's (or a sub-) reducer.
    public convenience init(
        redux initialState: State, exhaustivity: Exhaustivity = .on, reducer: @escaping Reducer<State, Action>
    ) {
        self.init(initialState, exhaustivity: exhaustivity) { state, action in
            state = reducer(action, state)
            return []
        }
    }

    /// A dispatcher whose dispatched actions this tester receives: give it to a user-interactions
    /// object. It holds the tester weakly; each call returns a new one over the same queue.
    public var dispatcher: ReduxTestDispatcher<Action> {
        ReduxTestDispatcher { [weak self] action in self?.feedBack(action) }
    }

    /// Waits until at least `count` dispatched actions are waiting to be received, yielding to other
    /// tasks (the user-interactions object's work) in between, for at most `timeout`; returns whether
    /// they came. For side effects that dispatch from a task the test cannot await.
    @discardableResult
    public func waitForDispatches(_ count: Int = 1, timeout: Duration = .seconds(5)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while pendingActions.count < count {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
