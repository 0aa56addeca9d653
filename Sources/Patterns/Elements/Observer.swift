/// An object that turns events from outside a screen into plain method calls on the screen (Elements'
/// observer): it subscribes to an event system, pulls out the data each event carries and calls a method
/// of its event responder, so the screen never sees notifications, publishers or user-info dictionaries.
///
/// A view controller holds its observer as an `any Observer` (so tests can give it a fake or a no-op one),
/// starts it when it is ready for events (`viewWillAppear`) and stops it when it no longer wants them
/// (`viewWillDisappear`). The observer is made outside the controller, by a dependency container, and must
/// not subscribe before ``startObserving()``.
///
/// Contract:
/// - ``startObserving()`` subscribes to every event the observer handles; calling it while the observer
///   is already observing does nothing, so an event is delivered once however often it was called.
/// - ``stopObserving()`` unsubscribes at once: no event reaches the responder after it returns. Calling it
///   while stopped does nothing. A stopped observer can be started again.
/// - An observer holds its event responder weakly and stops by itself once the responder is gone.
///
/// The name is the book's; rename the protocol in an app where it collides with another `Observer`.
@MainActor
public protocol Observer {
    /// Subscribes to the observed events and delivers them from now on; does nothing while observing.
    func startObserving()

    /// Unsubscribes; no event is delivered after this returns. Does nothing while stopped.
    func stopObserving()
}
