/// What the pick-me-up screen's controls ask for.
@MainActor
public protocol PickMeUpIxResponder: AnyObject {
    /// Choose where to go.
    func goToDropoffLocationPicker()
    /// Send the ride request as it stands.
    func confirmRideRequest()
}
