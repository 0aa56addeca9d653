import KooberKit
import ViewKit

extension Automation {
    /// From welcome: opens the sign-in form, types `email` and `password` and taps "Sign In".
    func signIn(email: String = FakeAuthRemoteAPI.email, password: String) throws {
        try tap("Sign In")
        try type(email, into: "Email")
        try type(password, into: "Password")
        try tap("Sign In")
    }
}
