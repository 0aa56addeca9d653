public import Elements
public import KooberElementsKit
public import ViewKit

/// The launch screen (the sample's Elements `LaunchViewController`): the app's name while a new
/// ``LoadUserSessionUseCase`` reads the session (started once the view is loaded); an error reading it
/// shows as an alert, and dismissing it starts the finished-presenting-error use case, which lets the app
/// go on to onboarding.
@MainActor
public final class LaunchViewController: ErrorPresentingViewController {
    // MARK: - Properties
    /// The root view.
    public let rootView: View
    /// Makes the launch's use case (the protocol form of the factory).
    public let loadUserSessionUseCaseFactory: any LoadUserSessionUseCaseMaking

    // MARK: - Methods
    /// Creates the screen; `observer` delivers the errors to present.
    public init(
        observer: any Observer, rootView: View = LaunchRootView(),
        loadUserSessionUseCaseFactory: any LoadUserSessionUseCaseMaking,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.rootView = rootView
        self.loadUserSessionUseCaseFactory = loadUserSessionUseCaseFactory
        super.init(observer: observer, finishedPresentingErrorUseCaseFactory: finishedPresentingErrorUseCaseFactory)
    }

    public override func loadView() {
        view = rootView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        loadUserSessionUseCaseFactory.makeLoadUserSessionUseCase().start()
    }
}

extension LaunchViewController: ObserverForLaunchEventResponder {}
