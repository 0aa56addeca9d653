public import ViewKit

/// An object that can keep its bindings' ``Lifetime`` alive for as long as it lives: views, view
/// controllers and the bound application delegate.
@MainActor
public protocol LifetimeHolder: AnyObject {
    /// Keeps `object` alive as long as the holder.
    func keepAlive(_ object: AnyObject)
}

extension ViewController: LifetimeHolder {}
extension View: LifetimeHolder {}
