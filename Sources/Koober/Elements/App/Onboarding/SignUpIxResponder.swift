public import KooberKit

/// What the sign-up form's view asks for.
@MainActor
public protocol SignUpIxResponder: AnyObject {
    /// Make `newAccount` (empty strings for empty fields) and sign in with it.
    func signUp(_ newAccount: NewAccount)
}
