/// Encodes and decodes restorable state for a view controller it does not own: the hook a framework that
/// builds controllers (a TEA driver, say) uses to take part in restoration without subclassing each one.
@MainActor
public protocol ViewControllerRestorationDelegate: AnyObject {
    /// Adds state to `controller`'s archive entry; called after the controller encoded its own.
    func encodeRestorableState(of controller: ViewController, with coder: RestorationCoder)
    /// Reads what ``encodeRestorableState(of:with:)`` stored; called after the controller decoded its own.
    func decodeRestorableState(of controller: ViewController, with coder: RestorationCoder)
}
