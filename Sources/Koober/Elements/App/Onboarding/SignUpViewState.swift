/// Everything the sign-up form can show of its state: whether the fields and "Sign Up" take input
/// (not while the account is being made).
public struct SignUpViewState: Equatable, Sendable {
    /// Whether the fields and "Sign Up" are enabled.
    public var inputEnabled: Bool

    /// Creates a state; by default enabled.
    public init(inputEnabled: Bool = true) {
        self.inputEnabled = inputEnabled
    }
}
