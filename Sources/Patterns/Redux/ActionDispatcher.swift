/// Something actions can be dispatched to, and nothing more: what user-interactions objects are given
/// so that they can change the state only through actions (a ``Store``, or a recording fake in tests).
@MainActor
public protocol ActionDispatcher<Action>: AnyObject {
    /// The actions it takes.
    associatedtype Action

    /// Hands `action` to the store's middleware and reducer.
    func dispatch(_ action: Action)
}
