/// An adapter's value in a box that a `nonisolated` initializer can create (decoding happens outside the
/// main actor's static checking).
///
/// Contract: after initialization it is read and written on the main actor only (every adapter is a
/// main-actor class), and encoding reads it on the thread that encodes the adapter, which is the main
/// thread wherever this project encodes state.
@usableFromInline
final class ValueStorage<Value>: @unchecked Sendable {
    @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
