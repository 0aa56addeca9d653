public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The drop-off picker's observer (the sample's `ObserverForSelectDropoffLocation`): delivers the search
/// results and the first error to present, repeats removed.
@MainActor
public final class ObserverForSelectDropoffLocation: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForSelectDropoffLocationEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver:
        StateObserver<DropoffLocationPickerViewControllerState, any ObserverForSelectDropoffLocationEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `dropoffLocationPickerState`.
    public init(dropoffLocationPickerState: AnyPublisher<DropoffLocationPickerViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(dropoffLocationPickerState),
            deliveries: [
                .removingDuplicates({ $0.searchResults }) { $0.received(newSearchResults: $1) },
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
