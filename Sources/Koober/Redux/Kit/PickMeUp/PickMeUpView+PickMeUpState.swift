public import KooberKit

extension PickMeUpView {
    /// What the pick-me-up screen shows for the store's pick-me-up `state` while the request is
    /// `sendingState` (the book's Redux `mapToView`): "Requesting Ride..." while the request is on its way,
    /// otherwise the state's case, an option being confirmed showing "Confirm".
    public init(state: PickMeUpState, sendingState: NewRideRequestSendingState) {
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
