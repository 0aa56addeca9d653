import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
import ViewKit

/// "Finding your location..." (the sample's Redux `GettingUsersLocationViewController`): it asks the user
/// interactions for the location once its view is loaded, and shows the errors the store lists (the view
/// is ``FindingLocationViewController``'s, shared with every pattern).
@MainActor
public final class GettingUsersLocationViewController: FindingLocationViewController {
    /// The screen's state; finishes once the location is known.
    public let statePublisher: AnyPublisher<GettingUsersLocationViewControllerState, Never>
    /// Locates the person and hears that an error was seen.
    public let userInteractions: any GettingUsersLocationUserInteractions
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the screen.
    public init(
        statePublisher: AnyPublisher<GettingUsersLocationViewControllerState, Never>,
        userInteractions: any GettingUsersLocationUserInteractions
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map(\.errorsToPresent).removeDuplicates().bind(to: self) { controller, errors in
            controller.errors.show(errors)
        }
        userInteractions.getUsersLocation()
    }
}
