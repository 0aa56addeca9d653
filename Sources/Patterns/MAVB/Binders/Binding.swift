/// One entry of a view binder: a property or event name, its argument, and how to apply it to the
/// instance once it is built. Bindings are inert until a ``Binder`` builds its instance.
@MainActor
public struct Binding<Instance: AnyObject> {
    /// The bound property's or event's name.
    public let name: String
    /// What the binding was given.
    public let argument: BindingArgument
    let apply: @MainActor (Instance, Lifetime) -> Void

    @usableFromInline
    init(name: String, argument: BindingArgument, apply: @escaping @MainActor (Instance, Lifetime) -> Void) {
        self.name = name
        self.argument = argument
        self.apply = apply
    }
}
