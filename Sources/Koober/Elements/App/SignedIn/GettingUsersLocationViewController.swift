public import Elements
public import KooberElementsKit
public import KooberKit
import KooberUI
public import ViewKit

/// "Finding your location..." (the sample's Elements `GettingUsersLocationViewController`): starts a new
/// ``GetUsersCurrentLocationUseCase`` once its view is loaded, and presents the errors its observer
/// delivers while it is on screen.
@MainActor
public final class GettingUsersLocationViewController: ViewController {
    // MARK: - Properties
    /// Delivers the errors to present.
    public let observer: any Observer
    /// The root view.
    public let rootView: View
    /// Makes the locating use case (a protocol factory).
    public let getUsersCurrentLocationUseCaseFactory: any GetUsersCurrentLocationUseCaseMaking
    /// Makes the use case for a dismissed error.
    public let makeFinishedPresentingErrorUseCase: FinishedPresentingErrorUseCaseFactory

    // MARK: - Methods
    /// Creates the screen.
    public init(
        observer: any Observer, rootView: View = GettingUsersLocationRootView(),
        getUsersCurrentLocationUseCaseFactory: any GetUsersCurrentLocationUseCaseMaking,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.observer = observer
        self.rootView = rootView
        self.getUsersCurrentLocationUseCaseFactory = getUsersCurrentLocationUseCaseFactory
        self.makeFinishedPresentingErrorUseCase = finishedPresentingErrorUseCaseFactory
        super.init()
    }

    public override func loadView() {
        view = rootView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        getUsersCurrentLocationUseCaseFactory.makeGetUsersCurrentLocationUseCase().start()
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

extension GettingUsersLocationViewController: ObserverForGettingUsersLocationEventResponder {
    /// Presents `newErrorMessage`; its dismissal starts the finished-presenting-error use case.
    public func received(newErrorMessage: ErrorMessage) {
        present(errorMessage: newErrorMessage) { [weak self] in self?.finishedPresenting(newErrorMessage) }
    }
}
