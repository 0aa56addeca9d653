/// What the waiting-for-pickup screen's view asks for.
@MainActor
public protocol WaitingForPickupIxResponder: AnyObject {
    /// Start a new ride.
    func startNewRide()
}
