/// A change of a navigation stack (what ``StackAdapter/stackMap(_:)`` emits).
public enum StackMutation<Value> {
    /// One more on top.
    case push(Value)
    /// `count` removed from the top.
    case pop(count: Int)
    /// The whole stack.
    case reload([Value])
}
