public import Elements
import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine

/// The pick-me-up screen's observer (the sample's `ObserverForPickMeUp`): delivers whether "Where to?"
/// shows, what the screen shows, and the first error to present, each once per change.
public typealias ObserverForPickMeUp = StateObserver<PickMeUpViewControllerState, any ObserverForPickMeUpEventResponder>

extension ObserverForPickMeUp {
    /// Creates a stopped observer of `pickMeUpState`.
    public convenience init(pickMeUpState: AnyPublisher<PickMeUpViewControllerState, Never>) {
        self.init(
            source: .publisher(pickMeUpState),
            deliveries: [
                .removingDuplicates({ $0.shouldDisplayWhereTo }) { $0.received(newShouldDisplayWhereTo: $1) },
                .removingDuplicates({ PickMeUpView(state: $0.state, sendingState: $0.sendingState) }) {
                    $0.received(newPickMeUpView: $1)
                },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
    }
}
