import Foundation
public import KooberKit
public import OpenCombine

/// The sign-in form's state and action (the sample's `SignInViewModel`).
///
/// "Sign In" is always enabled. While the request runs, the fields and the button are disabled and the
/// activity indicator spins; a failure (or empty fields, refused without a request: the book's prose asks
/// for it, its listing forgets) sends "Sign In Failed" and enables everything again; success tells the
/// signed-in responder.
@MainActor
public final class SignInViewModel {
    let userSessionRepository: any UserSessionRepository
    let signedInResponder: any SignedInResponder
    let ids: UUIDGenerator

    /// The email field's text (the view writes it).
    public var email = ""
    /// The password field's text (the view writes it).
    public var password: Secret = ""

    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()
    /// Whether the email field takes input.
    @Published public private(set) var emailInputEnabled = true
    /// Whether the password field takes input.
    @Published public private(set) var passwordInputEnabled = true
    /// Whether "Sign In" can be pressed.
    @Published public private(set) var signInButtonEnabled = true
    /// Whether the activity indicator spins.
    @Published public private(set) var signInActivityIndicatorAnimating = false

    /// Creates the view model.
    public init(
        userSessionRepository: any UserSessionRepository, signedInResponder: any SignedInResponder, ids: UUIDGenerator
    ) {
        self.userSessionRepository = userSessionRepository
        self.signedInResponder = signedInResponder
        self.ids = ids
    }

    /// "Sign In".
    public func signIn() {
        guard !signInActivityIndicatorAnimating else { return }
        guard !email.trimmingCharacters(in: .whitespaces).isEmpty, !password.isEmpty else {
            indicateErrorSigningIn()
            return
        }
        indicateSigningIn()
        userSessionRepository.signIn(email: email, password: password)
            .done { [weak self] session in self?.signedInResponder.signedIn(to: session) }
            .catch { [weak self] _ in self?.indicateErrorSigningIn() }
    }

    private func indicateSigningIn() {
        emailInputEnabled = false
        passwordInputEnabled = false
        signInButtonEnabled = false
        signInActivityIndicatorAnimating = true
    }

    private func indicateErrorSigningIn() {
        errorMessagesSubject.send(
            .signInFailed(ids: ids))
        emailInputEnabled = true
        passwordInputEnabled = true
        signInButtonEnabled = true
        signInActivityIndicatorAnimating = false
    }
}
