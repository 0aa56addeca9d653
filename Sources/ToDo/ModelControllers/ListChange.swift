/// A change of the to-do list, as the state controller tells its observers: enough for a table to
/// change only the rows that changed.
public enum ListChange: Equatable, Sendable {
    /// An item was inserted at `index`.
    case inserted(index: Int)
    /// The item at `index` changed (its completion).
    case updated(index: Int)
    /// The item at `index` was removed (the index before the removal).
    case removed(index: Int)
}
