public import Elements
public import KooberElementsKit
public import KooberKit
import KooberUI
public import ViewKit

/// The launch screen (the sample's Elements `LaunchViewController`): the app's name while a new
/// ``LoadUserSessionUseCase`` reads the session (started once the view is loaded); an error reading it
/// shows as an alert, and dismissing it starts the finished-presenting-error use case, which lets the app
/// go on to onboarding.
@MainActor
public final class LaunchViewController: ViewController {
    // MARK: - Properties
    /// Delivers the errors to present.
    public let observer: any Observer
    /// The root view.
    public let rootView: View
    /// Makes the launch's use case (the protocol form of the factory).
    public let loadUserSessionUseCaseFactory: any LoadUserSessionUseCaseMaking
    /// Makes the use case for a dismissed error.
    public let makeFinishedPresentingErrorUseCase: FinishedPresentingErrorUseCaseFactory

    // MARK: - Methods
    /// Creates the screen.
    public init(
        observer: any Observer, rootView: View = LaunchRootView(),
        loadUserSessionUseCaseFactory: any LoadUserSessionUseCaseMaking,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.observer = observer
        self.rootView = rootView
        self.loadUserSessionUseCaseFactory = loadUserSessionUseCaseFactory
        self.makeFinishedPresentingErrorUseCase = finishedPresentingErrorUseCaseFactory
        super.init()
    }

    public override func loadView() {
        view = rootView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        loadUserSessionUseCaseFactory.makeLoadUserSessionUseCase().start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observer.stopObserving()
    }

    private func finishedPresenting(_ errorMessage: ErrorMessage) {
        makeFinishedPresentingErrorUseCase(errorMessage).start()
    }
}

extension LaunchViewController: ObserverForLaunchEventResponder {
    /// Presents `newErrorMessage`; its dismissal starts the finished-presenting-error use case.
    public func received(newErrorMessage: ErrorMessage) {
        present(errorMessage: newErrorMessage) { [weak self] in self?.finishedPresenting(newErrorMessage) }
    }
}
