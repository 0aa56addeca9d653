/// Work that can be called off (Elements' `Cancelable`).
///
/// Contract: ``cancel()`` is idempotent, and once it returns the work reports nothing more.
@MainActor
public protocol Cancelable: AnyObject {
    /// Calls the work off.
    func cancel()
}
