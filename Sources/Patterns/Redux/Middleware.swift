/// A function that takes an action on to the next middleware, or to the reducer.
public typealias DispatchFunction<Action> = @MainActor (Action) -> Void

/// A function between ``Store/dispatch(_:)`` and the reducer, modelled on ReSwift's:
/// `(dispatch, getState) -> (next) -> (action)`.
///
/// The store calls it once, when it is created, with `dispatch` (which dispatches a new action from the
/// start of the chain; it is queued while an action is being handled, see ``Store``) and `getState`
/// (the current state); the result is called once with `next` (the rest of the chain) and returns the
/// function that handles each action. That function passes the action on by calling `next`, possibly
/// changed, or drops it by not calling it.
///
/// Contract: `dispatch` and `getState` hold the store weakly: after the store is released `dispatch`
/// does nothing and `getState` returns the store's initial state.
public typealias Middleware<State, Action> =
    (_ dispatch: @escaping DispatchFunction<Action>, _ getState: @escaping @MainActor () -> State)
    -> (_ next: @escaping DispatchFunction<Action>) -> DispatchFunction<Action>
