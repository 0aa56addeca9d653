public import KooberKit
public import OpenCombine

/// The ride-option picker (the sample's `RideOptionPickerViewModel`): loads the options at the pick-up,
/// none chosen at first; choosing one marks it alone as selected and tells the responder. A failed load
/// says "Ride Option Error".
///
/// NB: the sample's segment factory marks the first option selected while "Confirm" stays hidden until a
/// tap; here nothing is selected until the rider chooses, so what shows and what is chosen agree.
@MainActor
public final class RideOptionPickerViewModel {
    let repository: any RideOptionRepository
    let rideOptionDeterminedResponder: any RideOptionDeterminedResponder
    let ids: UUIDGenerator

    /// The segments, in the server's order (smallest animal first).
    @Published public private(set) var pickerSegments: [RideOptionSegmentViewModel] = []
    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()

    /// Creates the picker.
    public init(
        repository: any RideOptionRepository, rideOptionDeterminedResponder: any RideOptionDeterminedResponder,
        ids: UUIDGenerator
    ) {
        self.repository = repository
        self.rideOptionDeterminedResponder = rideOptionDeterminedResponder
        self.ids = ids
    }

    /// Loads the options available at `pickupLocation`.
    public func loadRideOptions(availableAt pickupLocation: Location) {
        repository.readRideOptions(availableAt: pickupLocation)
            .done { [weak self] options in
                self?.pickerSegments = options.map { RideOptionSegmentViewModel($0, isSelected: false) }
            }
            .catch { [weak self] _ in
                guard let self else { return }
                self.errorMessagesSubject.send(
                    ErrorMessage(
                        title: KooberStrings.rideOptionErrorTitle, message: KooberStrings.rideOptionErrorMessage,
                        ids: self.ids))
            }
    }

    /// The rider chose `rideOptionID` (an unknown one selects nothing and is ignored).
    public func select(rideOptionID: RideOptionID) {
        guard pickerSegments.contains(where: { $0.id == rideOptionID }) else {
            return StaleEventLog.ignored("the unknown ride option \(rideOptionID)", in: "the picker")
        }
        pickerSegments = pickerSegments.map { segment in
            var segment = segment
            segment.isSelected = segment.id == rideOptionID
            return segment
        }
        rideOptionDeterminedResponder.pickUpUser(in: rideOptionID)
    }
}
