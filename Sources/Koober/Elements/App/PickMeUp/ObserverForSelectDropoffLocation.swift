public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The drop-off picker's observer (the sample's `ObserverForSelectDropoffLocation`): delivers the search
/// results and the first error to present, repeats removed.
public typealias ObserverForSelectDropoffLocation = StateObserver<
    DropoffLocationPickerViewControllerState, any ObserverForSelectDropoffLocationEventResponder
>

extension ObserverForSelectDropoffLocation {
    /// Creates a stopped observer of `dropoffLocationPickerState`.
    public convenience init(dropoffLocationPickerState: AnyPublisher<DropoffLocationPickerViewControllerState, Never>) {
        self.init(
            source: .publisher(dropoffLocationPickerState),
            deliveries: [
                .removingDuplicates({ $0.searchResults }) { $0.received(newSearchResults: $1) },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
    }
}
