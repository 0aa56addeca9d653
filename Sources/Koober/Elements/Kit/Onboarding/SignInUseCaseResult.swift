public import KooberKit

/// What the bidirectional sign-in reports (the book's `SignInUseCaseResult`): the session, or the
/// "Sign In Failed" message that replaces whatever went wrong.
public typealias SignInUseCaseResult = Result<UserSession, ErrorMessage>

/// What the hybrid sign-in reports (the book's third variant): success carries nothing (the session is
/// only in the data store, for its listeners), or the "Sign In Failed" message.
public typealias HybridSignInUseCaseResult = Result<Void, ErrorMessage>
