/// What a binding was given, kept for tests that read bindings without building views (the sample's
/// `value(for:in:)`, `signal(for:in:)`, `argument(for:in:)`).
public enum BindingArgument {
    /// A constant value (`--`).
    case constant(Any)
    /// A signal of values (`<--`).
    case signal(Any)
    /// The signal input an event is sent to (`-->`).
    case input(Any)
}
