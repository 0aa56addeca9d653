public import Elements
import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine

/// The ride-option picker's observer (the sample's `ObserverForRideOptionPicker`): delivers the segments
/// and the first error to present, repeats removed.
@MainActor
public final class ObserverForRideOptionPicker: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForRideOptionPickerEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver:
        StateObserver<RideOptionPickerViewControllerState, any ObserverForRideOptionPickerEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `rideOptionPickerState`.
    public init(rideOptionPickerState: AnyPublisher<RideOptionPickerViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(rideOptionPickerState),
            deliveries: [
                .removingDuplicates({ state in
                    state.segmentedControlState.segments.map {
                        RideOptionSegment(
                            id: $0.id, title: $0.title, isSelected: $0.isSelected, imageName: $0.imageNames.normal,
                            selectedImageName: $0.imageNames.selected)
                    }
                }) { $0.received(newSegments: $1) },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
