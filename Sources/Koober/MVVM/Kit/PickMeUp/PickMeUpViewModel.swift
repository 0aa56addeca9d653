public import KooberKit
public import OpenCombine

/// The ride request's flow (the sample's `PickMeUpViewModel`), from the pick-up to the request sent:
/// "Where to?" opens the drop-off picker, a drop-off shows the ride options, an option shows "Confirm",
/// "Confirm" sends the request ("Requesting Ride..."). The children (picker view models) tell it what
/// happened through the responder protocols; the container view follows ``view``.
///
/// An event that does not fit the progress (the sample's `fatalError`s: a late tap) is logged and
/// ignored. A failed request says "Ride Request Error" and, once dismissed, goes back to "Confirm".
@MainActor
public final class PickMeUpViewModel: DropoffLocationDeterminedResponder, RideOptionDeterminedResponder,
    CancelDropoffLocationSelectionResponder
{
    /// The screen's state.
    @Published public private(set) var view: PickMeUpView = .initial
    /// Whether "Where to?" shows (before a drop-off is chosen).
    @Published public private(set) var shouldDisplayWhereTo = true
    /// How far the request is.
    public private(set) var progress: PickMeUpRequestProgress
    let newRideRepository: any NewRideRepository
    let newRideRequestAcceptedResponder: any NewRideRequestAcceptedResponder
    /// The map's view model, told about the drop-off.
    public let mapViewModel: PickMeUpMapViewModel
    let ids: UUIDGenerator

    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()
    /// Where the presented error's alert is; the view reports `.dismissed`.
    public let errorPresentation = CurrentValueSubject<ErrorPresentation?, Never>(nil)
    private var afterPresentation: AnyCancellable?
    private var rideRequestSent = false

    /// Creates the flow from `pickupLocation`.
    public init(
        pickupLocation: Location, newRideRepository: any NewRideRepository,
        newRideRequestAcceptedResponder: any NewRideRequestAcceptedResponder, mapViewModel: PickMeUpMapViewModel,
        ids: UUIDGenerator
    ) {
        progress = .initial(pickupLocation: pickupLocation)
        self.newRideRepository = newRideRepository
        self.newRideRequestAcceptedResponder = newRideRequestAcceptedResponder
        self.mapViewModel = mapViewModel
        self.ids = ids
    }

    private func show(_ newView: PickMeUpView) {
        view = newView
        switch newView {
        case .initial, .selectDropoffLocation: shouldDisplayWhereTo = true
        case .selectRideOption, .confirmRequest, .sendingRideRequest, .final: shouldDisplayWhereTo = false
        }
    }

    /// "Where to?".
    public func showSelectDropoffLocationView() {
        guard case .initial = progress, view == .initial else {
            return StaleEventLog.ignored("Where to?", in: "\(view)")
        }
        show(.selectDropoffLocation)
    }

    public func cancelDropoffLocationSelection() {
        guard view == .selectDropoffLocation else {
            return StaleEventLog.ignored("cancelling the picker", in: "\(view)")
        }
        show(.initial)
    }

    public func dropOffUser(at location: NamedLocation) {
        guard case .initial(let pickupLocation) = progress, view == .selectDropoffLocation else {
            return StaleEventLog.ignored("a drop-off", in: "\(progress)")
        }
        progress = .waypointsDetermined(
            waypoints: NewRideWaypoints(pickupLocation: pickupLocation, dropoffLocation: location.location))
        show(.selectRideOption)
        mapViewModel.dropoffLocation = location
    }

    public func pickUpUser(in rideOptionID: RideOptionID) {
        switch progress {
        case .waypointsDetermined(let waypoints) where view == .selectRideOption || view == .confirmRequest:
            progress = .rideRequestReady(rideRequest: NewRideRequest(waypoints: waypoints, rideOptionID: rideOptionID))
        case .rideRequestReady(let old) where view == .selectRideOption || view == .confirmRequest:
            progress = .rideRequestReady(
                rideRequest: NewRideRequest(waypoints: old.waypoints, rideOptionID: rideOptionID))
        default:
            return StaleEventLog.ignored("a ride option", in: "\(progress), \(view)")
        }
        show(.confirmRequest)
    }

    /// "Confirm".
    public func sendRideRequest() {
        guard case .rideRequestReady(let rideRequest) = progress, view == .confirmRequest else {
            return StaleEventLog.ignored("Confirm", in: "\(progress), \(view)")
        }
        show(.sendingRideRequest)
        newRideRepository.request(newRideRequest: rideRequest)
            .done { [weak self] in
                self?.rideRequestSent = true
                self?.show(.final)
            }
            .catch { [weak self] _ in
                guard let self else { return }
                self.afterPresentation = self.errorPresentation.filter { $0 == .dismissed }.first().sink {
                    [weak self] _ in self?.show(.confirmRequest)
                }
                self.errorMessagesSubject.send(
                    ErrorMessage(
                        title: KooberStrings.rideRequestErrorTitle, message: KooberStrings.rideRequestErrorMessage,
                        ids: self.ids))
            }
    }

    /// The requesting screen is gone: the ride is on (the container calls it when it shows `.final`).
    ///
    /// NB: checked against the sent request, not ``view``: `@Published` publishes before it stores, so a
    /// container that calls back while it handles `.final` still reads the previous view.
    public func finishedSendingNewRideRequest() {
        guard rideRequestSent else { return StaleEventLog.ignored("the end of the request", in: "\(view)") }
        rideRequestSent = false
        newRideRequestAcceptedResponder.newRideRequestAccepted()
    }
}
