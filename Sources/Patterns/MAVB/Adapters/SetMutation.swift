/// A change of an unordered collection (the sample's `SetMutation`), what a store's filtered signal
/// emits for a folder's contents.
public enum SetMutation<Value> {
    /// New values.
    case insert([Value])
    /// Values gone.
    case delete([Value])
    /// Values changed.
    case update([Value])
    /// The whole collection.
    case reload([Value])
}
