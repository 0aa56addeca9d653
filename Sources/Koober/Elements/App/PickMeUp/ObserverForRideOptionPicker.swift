public import Elements
import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine

/// The ride-option picker's observer (the sample's `ObserverForRideOptionPicker`): delivers the segments
/// and the first error to present, repeats removed.
public typealias ObserverForRideOptionPicker = StateObserver<
    RideOptionPickerViewControllerState, any ObserverForRideOptionPickerEventResponder
>

extension ObserverForRideOptionPicker {
    /// Creates a stopped observer of `rideOptionPickerState`.
    public convenience init(rideOptionPickerState: AnyPublisher<RideOptionPickerViewControllerState, Never>) {
        self.init(
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
}
