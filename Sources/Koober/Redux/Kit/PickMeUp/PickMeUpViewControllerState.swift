public import KooberKit

/// The pick-me-up screen's state (the sample's `PickMeUpViewControllerState`): which picker is up, how
/// far the request is, whether it is being sent, what the map shows, and the request's errors.
public struct PickMeUpViewControllerState: Equatable, Codable, Sendable {
    /// Where the rider is picked up.
    public internal(set) var pickupLocation: Location
    /// Which part of the flow is on screen.
    public internal(set) var state: PickMeUpState
    /// Whether the ready request is being sent ("Requesting Ride...").
    public internal(set) var sendingState: NewRideRequestSendingState
    /// What is known of the request so far.
    public internal(set) var progress: PickMeUpRequestProgress
    /// What the map shows.
    public internal(set) var mapViewControllerState: MapViewControllerState
    /// Whether "Where to?" shows (until a drop-off is chosen).
    public internal(set) var shouldDisplayWhereTo: Bool
    /// The request's errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage]

    /// The screen when the rider was just found at `pickupLocation`: the map and "Where to?".
    public init(pickupLocation: Location) {
        self.init(
            pickupLocation: pickupLocation, state: .initial, sendingState: .notSending,
            progress: .initial(pickupLocation: pickupLocation),
            mapViewControllerState: MapViewControllerState(pickupLocation: pickupLocation),
            shouldDisplayWhereTo: true, errorsToPresent: [])
    }

    /// A state with every part given.
    public init(
        pickupLocation: Location, state: PickMeUpState, sendingState: NewRideRequestSendingState,
        progress: PickMeUpRequestProgress, mapViewControllerState: MapViewControllerState,
        shouldDisplayWhereTo: Bool, errorsToPresent: [ErrorMessage]
    ) {
        self.pickupLocation = pickupLocation
        self.state = state
        self.sendingState = sendingState
        self.progress = progress
        self.mapViewControllerState = mapViewControllerState
        self.shouldDisplayWhereTo = shouldDisplayWhereTo
        self.errorsToPresent = errorsToPresent
    }
}
