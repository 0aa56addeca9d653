public import Elements
public import KooberElementsKit
import KooberKit
import ViewKit

/// The profile (the sample's Elements `ProfileContentViewController`): its view shows what the observer
/// delivers; "Sign Out" starts a new ``SignOutUseCase``, "Done" a new ``CloseProfileUseCase``.
@MainActor
public final class ProfileContentViewController: ErrorPresentingViewController {
    // MARK: - Properties
    /// The profile's view.
    public let userInterface: any ProfileUserInterfaceView
    /// Makes the profile's use cases (protocol factories).
    public let useCaseFactory: any SignOutUseCaseMaking & CloseProfileUseCaseMaking

    // MARK: - Methods
    /// Creates the content; `observer` delivers the profile's states and errors.
    public init(
        observer: any Observer, userInterface: any ProfileUserInterfaceView,
        useCaseFactory: any SignOutUseCaseMaking & CloseProfileUseCaseMaking,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.userInterface = userInterface
        self.useCaseFactory = useCaseFactory
        super.init(observer: observer, finishedPresentingErrorUseCaseFactory: finishedPresentingErrorUseCaseFactory)
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.myProfile
        let done = BarButtonItem(title: KooberStrings.done)
        done.setTarget(self, action: ProfileContentViewController.closeProfile)
        navigationItem.rightBarButtonItem = done
        view = userInterface
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
    /// Renders `newViewState`.
    public func received(newViewState: ProfileViewState) {
        userInterface.render(newState: newViewState)
    }
}
