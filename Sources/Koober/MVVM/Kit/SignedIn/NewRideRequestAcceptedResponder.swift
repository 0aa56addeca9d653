/// Told that the server accepted the ride request (the sample's `NewRideRequestAcceptedResponder`).
@MainActor
public protocol NewRideRequestAcceptedResponder: AnyObject {
    /// The ride is on its way.
    func newRideRequestAccepted()
}
