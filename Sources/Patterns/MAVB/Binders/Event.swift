/// Something a ViewKit object reports that an action binding forwards to a signal input: a button's
/// `.action`, a table's `.didSelectRow`, a navigation controller's `.poppedToCount`.
@MainActor
public struct Event<Instance: AnyObject, Value> {
    /// The event's name, for tests and errors.
    public let name: String
    @usableFromInline let connect: @MainActor (Instance, Lifetime, @escaping @MainActor (Value) -> Void) -> Void

    /// An event named `name`; `connect` makes the instance call the handler on every occurrence (for as
    /// long as the lifetime lasts, when it registers something that outlives the binding).
    public init(
        _ name: String, connect: @escaping @MainActor (Instance, Lifetime, @escaping @MainActor (Value) -> Void) -> Void
    ) {
        self.name = name
        self.connect = connect
    }
}
