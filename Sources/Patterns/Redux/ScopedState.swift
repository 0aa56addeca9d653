/// A part of the state that exists only in some states of the app (the book's `ScopedState`): an app
/// state that is an enum loses whole subtrees when its case changes.
///
/// A getter returns `.outOfScope` when the part it reads no longer exists; a store publisher built with
/// it (`store.publisher { $0.select(getter) }`) then finishes, because a view observing state that went
/// out of scope has outlived its design. An optional would let
/// a view live across scopes (and, say, receive another user's data after signing out and in again).
public enum ScopedState<Wrapped: Equatable>: Equatable {
    /// The part does not exist in the current state.
    case outOfScope
    /// The part exists, with this value.
    case inScope(Wrapped)
}

extension ScopedState: Sendable where Wrapped: Sendable {}
