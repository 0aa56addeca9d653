/// A pure function that computes the next state from an action and the current state: the only place a
/// ``Store``'s state changes.
///
/// A `nil` state asks the reducer for its default (the store's initial state when it was created
/// without one). Reducers compose: an app's reducer calls one sub-reducer per part of its state, passing
/// each its part (or `nil`).
///
/// Contract: a reducer has no side effects and gets no dispatcher; it must not dispatch (a dispatch it
/// makes through a captured store is queued and applied after the current action, see ``Store``).
///
/// The state is passed `consuming`: the store hands over its only reference while the reducer runs, so
/// a reducer that copies the state into a `var`, changes one element and returns it writes in place
/// instead of copying the whole state (a reducer declared with a plain `State?` parameter converts to
/// this type, and works the same, at the cost of that copy when it writes).
public typealias Reducer<State, Action> = (_ action: Action, _ state: consuming State?) -> State
