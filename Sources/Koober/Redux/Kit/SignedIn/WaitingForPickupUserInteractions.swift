/// What the waiting screen can do (the sample's `WaitingForPickupUserInteractions`).
@MainActor
public protocol WaitingForPickupUserInteractions: AnyObject {
    /// "Start New Ride".
    func startNewRide()
}
