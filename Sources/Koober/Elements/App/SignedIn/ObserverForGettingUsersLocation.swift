public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The "finding your location" screen's observer (the sample's `ObserverForGettingUsersLocation`):
/// delivers the first error to present, each once.
public typealias ObserverForGettingUsersLocation = StateObserver<
    GettingUsersLocationViewControllerState, any ObserverForGettingUsersLocationEventResponder
>

extension ObserverForGettingUsersLocation {
    /// Creates a stopped observer of `gettingUsersLocationState`.
    public convenience init(gettingUsersLocationState: AnyPublisher<GettingUsersLocationViewControllerState, Never>) {
        self.init(
            source: .publisher(gettingUsersLocationState),
            deliveries: [.removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) }])
    }
}
