public import Elements
public import KooberKit

// The onboarding screens' use-case factories: closure typealiases (`…UseCaseFactory`) and protocols
// (`…UseCaseMaking`, the book's protocol variant renamed so both forms can exist side by side). Each
// call makes a new use case from the input data alone.

/// Makes the use case for "Sign In" on the welcome screen.
public typealias GoToSignInUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case for "Sign Up" on the welcome screen.
public typealias GoToSignUpUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case for going back to the welcome screen.
public typealias NavigatedBackToWelcomeUseCaseFactory = @MainActor () -> any UseCase
/// Makes the Redux sign-in use case (Koober's default) for an email and a password.
public typealias SignInUseCaseFactory = @MainActor (_ username: String, _ password: Secret) -> any UseCase
/// Makes the bidirectional sign-in use case (the book's first form): email, password, `onStart`,
/// `onComplete`.
public typealias BidirectionalSignInUseCaseFactory =
    @MainActor (
        _ username: String, _ password: Secret, _ onStart: @escaping @MainActor () -> Void,
        _ onComplete: @escaping @MainActor (SignInUseCaseResult) -> Void
    ) -> any UseCase
/// Makes the hybrid sign-in use case: email, password, `onStart`, `onComplete` (no session in the result).
public typealias HybridSignInUseCaseFactory =
    @MainActor (
        _ username: String, _ password: Secret, _ onStart: @escaping @MainActor () -> Void,
        _ onComplete: @escaping @MainActor (HybridSignInUseCaseResult) -> Void
    ) -> any UseCase
/// Makes the sign-up use case for a new account.
public typealias SignUpUseCaseFactory = @MainActor (NewAccount) -> any UseCase

/// A factory object for ``GoToSignInUseCase``.
@MainActor
public protocol GoToSignInUseCaseMaking: AnyObject {
    /// A new, unstarted use case that opens the sign-in form.
    func makeGoToSignInUseCase() -> any UseCase
}

/// A factory object for ``GoToSignUpUseCase``.
@MainActor
public protocol GoToSignUpUseCaseMaking: AnyObject {
    /// A new, unstarted use case that opens the sign-up form.
    func makeGoToSignUpUseCase() -> any UseCase
}

/// A factory object for ``NavigatedBackToWelcomeUseCase``.
@MainActor
public protocol NavigatedBackToWelcomeUseCaseMaking: AnyObject {
    /// A new, unstarted use case that returns onboarding to the welcome screen.
    func makeNavigatedBackToWelcomeUseCase() -> any UseCase
}

/// A factory object for ``SignInUseCase`` (the book's `SignInUseCaseFactory` protocol, Redux form).
@MainActor
public protocol SignInUseCaseMaking: AnyObject {
    /// A new, unstarted use case that signs `username` in with `password`.
    func makeSignInUseCase(username: String, password: Secret) -> any UseCase
}

/// A factory object for ``BidirectionalSignInUseCase`` (the book's protocol variant, scenario 24).
@MainActor
public protocol BidirectionalSignInUseCaseMaking: AnyObject {
    /// A new, unstarted use case that signs `username` in with `password`, reporting through `onStart`
    /// and `onComplete`.
    func makeSignInUseCase(
        username: String, password: Secret, onStart: (@MainActor () -> Void)?,
        onComplete: (@MainActor (SignInUseCaseResult) -> Void)?
    ) -> any UseCase
}

/// A factory object for ``SignUpUseCase``.
@MainActor
public protocol SignUpUseCaseMaking: AnyObject {
    /// A new, unstarted use case that signs `newAccount` up.
    func makeSignUpUseCase(newAccount: NewAccount) -> any UseCase
}
