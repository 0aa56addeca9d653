public import Foundation
public import Services

/// The sample's fake sign-in, on the app's clock: `johnny@gmail.com` / `password` signs in after 1 s as
/// Johnny Appleseed (token 64652626); any other pair fails at once; sign-up answers at once with token
/// 984270985; sign-out is accepted at once.
@MainActor
public final class FakeAuthRemoteAPI: AuthRemoteAPI {
    /// The only account that signs in.
    public nonisolated static let email = "johnny@gmail.com"
    /// Its password.
    public nonisolated static let password = "password"
    /// The avatar every fake profile has.
    public nonisolated static let avatar = URL(fileURLWithPath: "/avatar/johnnya")

    private let clock: any Clock

    /// Creates the fake on `clock`.
    public init(clock: any Clock) {
        self.clock = clock
    }

    /// Johnny Appleseed's profile.
    public nonisolated static var johnny: UserProfile {
        UserProfile(name: "Johnny Appleseed", email: email, mobileNumber: "510-736-8754", avatar: avatar)
    }

    public func signIn(username: String, password: Secret) -> Promise<UserSession> {
        guard username == Self.email, password == Self.password else {
            return Promise(error: KooberError.wrongCredentials)
        }
        return Promise.after(1, on: clock) {
            .success(UserSession(profile: Self.johnny, remoteSession: RemoteUserSession(token: "64652626")))
        }
    }

    public func signUp(account: NewAccount) -> Promise<UserSession> {
        let profile = UserProfile(
            name: account.fullName, email: account.email, mobileNumber: account.mobileNumber, avatar: Self.avatar)
        return Promise(value: UserSession(profile: profile, remoteSession: RemoteUserSession(token: "984270985")))
    }

    public func signOut(remoteSession: RemoteUserSession) -> Promise<Void> {
        Promise(value: ())
    }
}
