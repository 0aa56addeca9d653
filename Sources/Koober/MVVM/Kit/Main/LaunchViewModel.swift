public import KooberKit
public import OpenCombine

/// Finds out at launch whether someone is signed in (the sample's `LaunchViewModel`): the stored session
/// goes to the signed-in responder, its absence to the not-signed-in one. A store that cannot be read
/// says "Sign In Error"; once the person dismissed that alert, the app goes on to onboarding.
@MainActor
public final class LaunchViewModel {
    let userSessionRepository: any UserSessionRepository
    let notSignedInResponder: any NotSignedInResponder
    let signedInResponder: any SignedInResponder
    let ids: UUIDGenerator

    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()
    /// Where the presented error's alert is; the view reports `.dismissed`.
    public let errorPresentation = CurrentValueSubject<ErrorPresentation?, Never>(nil)
    private var afterPresentation: AnyCancellable?

    /// Creates the view model.
    public init(
        userSessionRepository: any UserSessionRepository, notSignedInResponder: any NotSignedInResponder,
        signedInResponder: any SignedInResponder, ids: UUIDGenerator
    ) {
        self.userSessionRepository = userSessionRepository
        self.notSignedInResponder = notSignedInResponder
        self.signedInResponder = signedInResponder
        self.ids = ids
    }

    /// Reads the stored session and goes on (the sample's `loadUserSession`).
    public func loadUserSession() {
        userSessionRepository.readUserSession()
            .done { [weak self] session in self?.goToNextScreen(userSession: session) }
            .catch { [weak self] _ in
                guard let self else { return }
                self.present(
                    ErrorMessage(
                        title: KooberStrings.signInErrorTitle, message: KooberStrings.signInErrorMessage, ids: self.ids)
                )
            }
    }

    private func present(_ errorMessage: ErrorMessage) {
        afterPresentation = errorPresentation.filter { $0 == .dismissed }.first().sink { [weak self] _ in
            self?.goToNextScreen(userSession: nil)
        }
        errorMessagesSubject.send(errorMessage)
    }

    func goToNextScreen(userSession: UserSession?) {
        if let userSession {
            signedInResponder.signedIn(to: userSession)
        } else {
            notSignedInResponder.notSignedIn()
        }
    }
}
