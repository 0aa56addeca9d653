public import Elements
public import KooberElementsKit
public import KooberKit
import KooberUI
public import ViewKit

/// The profile (the sample's Elements `ProfileContentViewController`): its view shows what the observer
/// delivers; "Sign Out" starts a new ``SignOutUseCase``, "Done" a new ``CloseProfileUseCase``.
@MainActor
public final class ProfileContentViewController: ViewController {
    // MARK: - Properties
    /// Delivers the profile's states and errors.
    public let observer: any Observer
    /// The profile's view.
    public let userInterface: any ProfileUserInterfaceView
    /// Makes the profile's use cases (protocol factories).
    public let useCaseFactory: any SignOutUseCaseMaking & CloseProfileUseCaseMaking
    /// Makes the use case for a dismissed error.
    public let makeFinishedPresentingErrorUseCase: FinishedPresentingErrorUseCaseFactory

    // MARK: - Methods
    /// Creates the content.
    public init(
        observer: any Observer, userInterface: any ProfileUserInterfaceView,
        useCaseFactory: any SignOutUseCaseMaking & CloseProfileUseCaseMaking,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.observer = observer
        self.userInterface = userInterface
        self.useCaseFactory = useCaseFactory
        self.makeFinishedPresentingErrorUseCase = finishedPresentingErrorUseCaseFactory
        super.init()
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.myProfile
        let done = BarButtonItem(title: KooberStrings.done)
        done.setTarget(self, action: ProfileContentViewController.closeProfile)
        navigationItem.rightBarButtonItem = done
        view = userInterface
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

extension ProfileContentViewController: ProfileIxResponder {
    /// Starts a new ``SignOutUseCase``.
    public func signOut() {
        useCaseFactory.makeSignOutUseCase().start()
    }

    /// Starts a new ``CloseProfileUseCase``.
    public func closeProfile() {
        useCaseFactory.makeCloseProfileUseCase().start()
    }
}

extension ProfileContentViewController: ObserverForProfileEventResponder {
    /// Presents `newErrorMessage`; its dismissal starts the finished-presenting-error use case.
    public func received(newErrorMessage: ErrorMessage) {
        present(errorMessage: newErrorMessage) { [weak self] in self?.finishedPresenting(newErrorMessage) }
    }

    /// Renders `newViewState`.
    public func received(newViewState: ProfileViewState) {
        userInterface.render(newState: newViewState)
    }
}
