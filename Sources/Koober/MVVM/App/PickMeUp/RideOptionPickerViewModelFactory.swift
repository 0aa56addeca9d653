public import KooberMVVMKit

/// Makes the ride-option picker's view model (the sample's `RideOptionPickerViewModelFactory`),
/// implemented by the pick-me-up dependency container.
@MainActor
public protocol RideOptionPickerViewModelFactory: AnyObject {
    /// A new picker view model.
    func makeRideOptionPickerViewModel() -> RideOptionPickerViewModel
}
