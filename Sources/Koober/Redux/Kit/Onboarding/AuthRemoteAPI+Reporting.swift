import Foundation
public import KooberKit
public import Redux

/// The sign-in and sign-up steps, which Redux's ``ReduxSignInUserInteractions`` and
/// ``ReduxSignUpUserInteractions`` and Elements' `SignInUseCase` and `SignUpUseCase` share, so both
/// patterns sign in and up alike.
///
/// In both, `whenSettled` runs once the attempt is over, before its report: at once for fields refused
/// without a request, else when the remote API answered. `owner` (a use case, say) is kept alive until the
/// report, as the book's promise chains keep theirs.
extension AuthRemoteAPI {
    /// Signs in. Empty fields (an email of spaces, an empty password) fail at once, without a request;
    /// otherwise dispatches ``SignInActions/signingIn``, asks the API and dispatches
    /// ``SignInActions/signedIn(_:)``. A failure, whatever its cause, dispatches
    /// ``SignInActions/signInFailed(_:)`` ("Sign In Failed").
    public func signIn(
        email: String, password: Secret, reportingTo actionDispatcher: any ActionDispatcher<KooberAction>,
        ids: UUIDGenerator, keepingAlive owner: AnyObject? = nil, whenSettled: @escaping @MainActor () -> Void = {}
    ) {
        let fail: @MainActor () -> Void = { actionDispatcher.dispatch(.signIn(.signInFailed(.signInFailed(ids: ids)))) }
        guard !email.trimmingCharacters(in: .whitespaces).isEmpty, !password.isEmpty else {
            whenSettled()
            return fail()
        }
        actionDispatcher.dispatch(.signIn(.signingIn))
        report(
            signIn(username: email, password: password), to: actionDispatcher, keepingAlive: owner,
            whenSettled: whenSettled, else: fail)
    }

    /// Signs up. An account with empty fields fails at once, without a request, naming them; otherwise
    /// dispatches ``SignUpActions/signingUp``, asks the API and dispatches ``SignInActions/signedIn(_:)``.
    /// A failure dispatches ``SignUpActions/signUpFailed(_:)`` ("Sign Up Failed").
    public func signUp(
        _ newAccount: NewAccount, reportingTo actionDispatcher: any ActionDispatcher<KooberAction>,
        ids: UUIDGenerator, keepingAlive owner: AnyObject? = nil, whenSettled: @escaping @MainActor () -> Void = {}
    ) {
        let fail = { (message: String) in
            let errorMessage = ErrorMessage(title: KooberStrings.signUpFailedTitle, message: message, ids: ids)
            actionDispatcher.dispatch(.signUp(.signUpFailed(errorMessage)))
        }
        let emptyFields = newAccount.emptyFields
        guard emptyFields.isEmpty else {
            whenSettled()
            return fail(KooberStrings.signUpFailedMessage + "\n" + KooberStrings.fillIn(emptyFields))
        }
        actionDispatcher.dispatch(.signUp(.signingUp))
        report(
            signUp(account: newAccount), to: actionDispatcher, keepingAlive: owner, whenSettled: whenSettled
        ) { fail(KooberStrings.signUpFailedMessage) }
    }

    /// Dispatches ``SignInActions/signedIn(_:)`` with the session `attempt` gives, or runs `fail`.
    private func report(
        _ attempt: Promise<UserSession>, to actionDispatcher: any ActionDispatcher<KooberAction>,
        keepingAlive owner: AnyObject?, whenSettled: @escaping @MainActor () -> Void,
        else fail: @escaping @MainActor () -> Void
    ) {
        attempt
            .ensure(whenSettled)
            .done { userSession in
                _ = owner
                actionDispatcher.dispatch(.signIn(.signedIn(userSession)))
            }
            .catch { _ in
                _ = owner
                fail()
            }
    }
}
