public import KooberKit
public import OpenCombine

/// The sign-up form's state and action (the sample's `SignUpViewModel`): five fields; "Sign Up" refuses
/// empty fields without a request and says which, and a failed request says "Sign Up Failed"; success
/// tells the signed-in responder. The form is disabled while the request runs.
@MainActor
public final class SignUpViewModel {
    let userSessionRepository: any UserSessionRepository
    let signedInResponder: any SignedInResponder
    let ids: UUIDGenerator

    /// The full name (the view writes it).
    public var name = ""
    /// What to call the person.
    public var nickname = ""
    /// The email address.
    public var email = ""
    /// The mobile number.
    public var mobileNumber = ""
    /// The password.
    public var password: Secret = ""

    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()
    /// Whether the fields and the button take input.
    @Published public private(set) var inputEnabled = true

    /// Creates the view model.
    public init(
        userSessionRepository: any UserSessionRepository, signedInResponder: any SignedInResponder, ids: UUIDGenerator
    ) {
        self.userSessionRepository = userSessionRepository
        self.signedInResponder = signedInResponder
        self.ids = ids
    }

    /// "Sign Up".
    public func signUp() {
        guard inputEnabled else { return }
        let account = NewAccount(
            fullName: name, nickname: nickname, email: email, mobileNumber: mobileNumber, password: password)
        let empty = account.emptyFields
        guard empty.isEmpty else {
            errorMessagesSubject.send(
                ErrorMessage(
                    title: KooberStrings.signUpFailedTitle,
                    message: KooberStrings.signUpFailedMessage + "\n" + KooberStrings.fillIn(empty), ids: ids))
            return
        }
        inputEnabled = false
        userSessionRepository.signUp(newAccount: account)
            .done { [weak self] session in self?.signedInResponder.signedIn(to: session) }
            .catch { [weak self] _ in
                guard let self else { return }
                self.inputEnabled = true
                self.errorMessagesSubject.send(
                    ErrorMessage(
                        title: KooberStrings.signUpFailedTitle, message: KooberStrings.signUpFailedMessage,
                        ids: self.ids))
            }
    }
}
