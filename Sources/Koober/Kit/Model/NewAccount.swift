import Foundation

/// A password (the sample's `Secret`).
public typealias Secret = String

/// What the sign-up screen collects (the sample's `NewAccount`; its JSON is Koober Cloud's `POST /signUp`
/// body).
public struct NewAccount: Codable, Hashable, Sendable {
    /// The person's full name.
    public var fullName: String
    /// What the app calls them ("What should we call you?").
    public var nickname: String
    /// Their email address, which signs them in.
    public var email: String
    /// Their mobile number.
    public var mobileNumber: String
    /// Their password.
    public var password: Secret

    /// Creates an account.
    public init(fullName: String, nickname: String, email: String, mobileNumber: String, password: Secret) {
        self.fullName = fullName
        self.nickname = nickname
        self.email = email
        self.mobileNumber = mobileNumber
        self.password = password
    }

    /// The names of the fields a person left empty (whitespace only counts as empty), in screen order.
    public var emptyFields: [String] {
        [
            (fullName, "Full Name"), (nickname, "Nickname"), (email, "Email"), (mobileNumber, "Mobile Number"),
            (password, "Password"),
        ].filter { $0.0.trimmingCharacters(in: .whitespaces).isEmpty }.map(\.1)
    }
}
