public import KooberKit

/// What the pick-me-up screen can do (the sample's `PickMeUpUserInteractions`, without `send(_:)`: the
/// request is sent by ``confirmNewRideRequest()``, not by a view watching the state).
@MainActor
public protocol PickMeUpUserInteractions: AnyObject {
    /// "Where to?".
    func goToDropoffLocationPicker()
    /// "Confirm": sends the ready request, once.
    func confirmNewRideRequest()
    /// The requesting screen went away after the request was sent.
    func finishedRequestingNewRide()
    /// The person dismissed the request's `errorMessage`.
    func finishedPresentingNewRequestError(_ errorMessage: ErrorMessage)
}
