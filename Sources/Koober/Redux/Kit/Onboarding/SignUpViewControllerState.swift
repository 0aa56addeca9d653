public import KooberKit

/// The sign-up screen's state (the sample's `SignUpViewControllerState`, with the MVVM form's
/// `inputEnabled`): whether the form takes input, and the errors it has to present, first one first.
public struct SignUpViewControllerState: Equatable, Codable, Sendable {
    /// Whether the fields and "Sign Up" take input (not while the request runs).
    public internal(set) var inputEnabled = true
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage] = []

    /// A fresh form.
    public init() {}
}
