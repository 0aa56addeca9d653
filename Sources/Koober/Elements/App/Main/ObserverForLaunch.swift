public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The launch screen's observer (the sample's `ObserverForLaunch`): delivers the first error to present,
/// each once.
public typealias ObserverForLaunch = StateObserver<LaunchViewControllerState, any ObserverForLaunchEventResponder>

extension ObserverForLaunch {
    /// Creates a stopped observer of `launchState`.
    public convenience init(launchState: AnyPublisher<LaunchViewControllerState, Never>) {
        self.init(
            source: .publisher(launchState),
            deliveries: [.removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) }])
    }
}
