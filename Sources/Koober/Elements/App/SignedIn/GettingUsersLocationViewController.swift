public import Elements
public import KooberElementsKit
public import ViewKit

/// "Finding your location..." (the sample's Elements `GettingUsersLocationViewController`): starts a new
/// ``GetUsersCurrentLocationUseCase`` once its view is loaded, and presents the errors its observer
/// delivers while it is on screen.
@MainActor
public final class GettingUsersLocationViewController: ErrorPresentingViewController {
    // MARK: - Properties
    /// The root view.
    public let rootView: View
    /// Makes the locating use case (a protocol factory).
    public let getUsersCurrentLocationUseCaseFactory: any GetUsersCurrentLocationUseCaseMaking

    // MARK: - Methods
    /// Creates the screen; `observer` delivers the errors to present.
    public init(
        observer: any Observer, rootView: View = GettingUsersLocationRootView(),
        getUsersCurrentLocationUseCaseFactory: any GetUsersCurrentLocationUseCaseMaking,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.rootView = rootView
        self.getUsersCurrentLocationUseCaseFactory = getUsersCurrentLocationUseCaseFactory
        super.init(observer: observer, finishedPresentingErrorUseCaseFactory: finishedPresentingErrorUseCaseFactory)
    }

    public override func loadView() {
        view = rootView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        getUsersCurrentLocationUseCaseFactory.makeGetUsersCurrentLocationUseCase().start()
    }
}

extension GettingUsersLocationViewController: ObserverForGettingUsersLocationEventResponder {}
