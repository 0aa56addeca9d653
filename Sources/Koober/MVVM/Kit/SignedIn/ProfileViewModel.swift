public import KooberKit
public import OpenCombine

/// The profile (the sample's `ProfileViewModel`): who is signed in, "Sign Out" and "Done". Signing out
/// forgets the session and tells the not-signed-in responder; a failure says "Sign Out Error" and keeps
/// the person signed in.
@MainActor
public final class ProfileViewModel {
    /// The session shown.
    public let userSession: UserSession
    let notSignedInResponder: any NotSignedInResponder
    let doneWithProfileResponder: any DoneWithProfileResponder
    let userSessionRepository: any UserSessionRepository
    let ids: UUIDGenerator

    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()
    /// Whether "Sign Out" can be pressed (not while signing out).
    @Published public private(set) var signOutEnabled = true

    /// The profile shown.
    public var userProfile: UserProfile { userSession.profile }

    /// Creates the view model.
    public init(
        userSession: UserSession, notSignedInResponder: any NotSignedInResponder,
        doneWithProfileResponder: any DoneWithProfileResponder, userSessionRepository: any UserSessionRepository,
        ids: UUIDGenerator
    ) {
        self.userSession = userSession
        self.notSignedInResponder = notSignedInResponder
        self.doneWithProfileResponder = doneWithProfileResponder
        self.userSessionRepository = userSessionRepository
        self.ids = ids
    }

    /// "Done".
    public func dismiss() {
        doneWithProfileResponder.finishedViewingProfile()
    }

    /// "Sign Out".
    public func signOut() {
        guard signOutEnabled else { return }
        signOutEnabled = false
        userSessionRepository.signOut(userSession: userSession)
            .done { [weak self] _ in self?.notSignedInResponder.notSignedIn() }
            .catch { [weak self] _ in
                guard let self else { return }
                self.signOutEnabled = true
                self.errorMessagesSubject.send(
                    ErrorMessage(
                        title: KooberStrings.signOutErrorTitle, message: KooberStrings.signOutErrorMessage,
                        ids: self.ids))
            }
    }
}
