import KooberReduxKit

/// What the pick-me-up screen shows, derived from the store's pick-me-up and sending states (the book's
/// Redux `PickMeUpView`, the easier-to-consume form its `mapToView` makes).
enum PickMeUpView: Equatable {
    /// "Where to?" over the map.
    case initial
    /// The drop-off picker is up.
    case selectDropoffLocation
    /// The ride-option picker is up, nothing chosen yet.
    case selectRideOption
    /// An option is chosen: "Confirm" shows.
    case confirmRequest
    /// The request is on its way: "Requesting Ride...".
    case sendingRideRequest
    /// The request was accepted.
    case final

    /// The view for `state` while the request is `sendingState`.
    init(state: PickMeUpState, sendingState: NewRideRequestSendingState) {
        if case .send = sendingState {
            self = .sendingRideRequest
            return
        }
        switch state {
        case .initial: self = .initial
        case .selectDropoffLocation: self = .selectDropoffLocation
        case .selectRideOption(_, let confirmingRequest): self = confirmingRequest ? .confirmRequest : .selectRideOption
        case .final: self = .final
        }
    }
}
