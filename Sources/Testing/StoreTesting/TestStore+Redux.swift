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
    ///   - exhaustivity: how strict the tester is (``TestStore/Exhaustivity/on`` by default).
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

    /// Waits until at least `count` dispatched actions are waiting to be received, letting other tasks
    /// (the user-interactions object's work) run in between; returns whether they came. For side effects
    /// that dispatch from a task the test cannot await.
    ///
    /// `safetyLimit` only keeps a broken test from hanging: a busy machine that runs many tests at once
    /// can hold the main actor for seconds, so it is generous, and a test must not use it to prove that
    /// nothing is dispatched (``TestStore/finish(sourceLocation:)`` checks that nothing is left).
    @discardableResult
    public func waitForDispatches(_ count: Int = 1, safetyLimit: Duration = .seconds(120)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: safetyLimit)
        while pendingActions.count < count {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
