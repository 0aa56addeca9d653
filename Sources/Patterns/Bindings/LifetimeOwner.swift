public import ViewKit

/// An object whose lifetime can own subscriptions: ViewKit's views and view controllers. A binding made
/// to an owner ends when the owner is released (the book's "scoped owner": the subscription's lifetime is
/// the screen's, not a dispose bag the controller must remember to empty).
@MainActor
public protocol LifetimeOwner: AnyObject {
    /// Keeps `object` alive as long as the owner.
    func keepAlive(_ object: AnyObject)
}

extension ViewKit.View: LifetimeOwner {}
extension ViewKit.ViewController: LifetimeOwner {}
