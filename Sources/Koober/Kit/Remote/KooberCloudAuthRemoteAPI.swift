public import Services

/// Sign-in, sign-up and sign-out against Koober Cloud over HTTP (the sample's
/// `KooberCloudAuthRemoteAPI`).
@MainActor
public final class KooberCloudAuthRemoteAPI: AuthRemoteAPI {
    private let cloud: KooberCloud
    private let webservice: Webservice

    /// Creates the client of `cloud`, sending through `webservice`.
    public init(cloud: KooberCloud, webservice: Webservice) {
        self.cloud = cloud
        self.webservice = webservice
    }

    public func signIn(username: String, password: Secret) -> Promise<UserSession> {
        webservice.promise(cloud.login(email: username, password: password))
    }

    public func signUp(account: NewAccount) -> Promise<UserSession> {
        webservice.promise(cloud.signUp(account))
    }

    public func signOut(remoteSession: RemoteUserSession) -> Promise<Void> {
        webservice.promise(cloud.logout(remoteSession))
    }
}

extension Webservice {
    /// The promise of `resource`'s value: settled in the clock turn its answer arrives in, rejected with
    /// the server's refusal or a ``KooberError/remote(_:)`` saying why the request failed.
    func promise<Value: Sendable>(_ resource: Resource<KooberCloud.Answer<Value>>) -> Promise<Value> {
        Promise { resolve in
            load(resource) { result in
                switch result {
                case .success(.success(let value)): resolve(.success(value))
                case .success(.failure(let refusal)): resolve(.failure(refusal))
                case .failure(let error): resolve(.failure(KooberError.remote(error.description)))
                }
            }
        }
    }
}
