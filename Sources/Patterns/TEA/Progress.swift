/// The payload of a virtual progress view: how far a task has come, from 0 to 1 (values outside are
/// clamped when shown).
public struct Progress: Hashable, Sendable {
    /// The fraction done.
    public var value: Double

    /// Creates a progress payload.
    public init(value: Double) {
        self.value = value
    }
}
