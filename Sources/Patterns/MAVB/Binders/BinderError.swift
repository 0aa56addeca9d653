/// Why a binder's bindings cannot be consumed.
public enum BinderError: Error, Equatable, CustomStringConvertible {
    /// The bindings were consumed already.
    case alreadyConsumed
    /// The binder built its instance already: its bindings are applied and cannot be inspected.
    case alreadyBuilt

    public var description: String {
        switch self {
        case .alreadyConsumed: "the binder's bindings were consumed already; build a new binder"
        case .alreadyBuilt: "the binder built its view already; consume bindings before inserting it anywhere"
        }
    }
}
