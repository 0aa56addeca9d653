/// A property of a ViewKit object that a binding sets: `.text` of a label, `.title` of a view controller.
///
/// Properties are static members on constrained extensions (`Property<Label, String>.text`), so a binding
/// reads like the sample's: `LabelBinder(.text -- "Name", .text <-- nameSignal)`.
@MainActor
public struct Property<Instance: AnyObject, Value> {
    /// The property's name, for tests and errors.
    public let name: String
    @usableFromInline let set: @MainActor (Instance, Value, Lifetime) -> Void

    /// A property named `name` that `set` applies to an instance.
    public init(_ name: String, set: @escaping @MainActor (Instance, Value) -> Void) {
        self.name = name
        self.set = { instance, value, _ in set(instance, value) }
    }

    /// A property whose setting needs the instance's lifetime (child binders, connections).
    public init(_ name: String, setWithLifetime: @escaping @MainActor (Instance, Value, Lifetime) -> Void) {
        self.name = name
        set = setWithLifetime
    }
}
