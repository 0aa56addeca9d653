public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The profile's observer (the sample's `ObserverForProfile`): delivers the profile's view state and the
/// first error to present, repeats removed.
public typealias ObserverForProfile = StateObserver<ProfileViewControllerState, any ObserverForProfileEventResponder>

extension ObserverForProfile {
    /// Creates a stopped observer of `profileState`.
    public convenience init(profileState: AnyPublisher<ProfileViewControllerState, Never>) {
        self.init(
            source: .publisher(profileState),
            deliveries: [
                .removingDuplicates({ ProfileViewState(profile: $0.profile, signOutEnabled: $0.signOutEnabled) }) {
                    $0.received(newViewState: $1)
                },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
    }
}
