/// The namespace of Koober's reducers (the sample's `Reducers`): pure static functions
/// `(action, state?) -> state`, one per part of the state, each in the file of its feature.
///
/// Contract for every reducer here: a nil state means the part's default; an action the part does not
/// handle, or one that does not apply to the current state (a stale tap, a late answer), returns the
/// state unchanged (the sample stops the app with `fatalError` there; ``KooberStateStore`` logs such
/// actions instead). Reducers never dispatch and have no side effects.
public enum Reducers {}
