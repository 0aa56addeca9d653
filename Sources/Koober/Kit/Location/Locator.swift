/// Finds where the rider is (the sample's `Locator`, a stand-in for Core Location).
@MainActor
public protocol Locator: AnyObject {
    /// The rider's current location.
    func getUsersCurrentLocation() -> Promise<Location>
}
