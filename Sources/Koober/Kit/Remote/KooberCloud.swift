public import Foundation
public import Services

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Koober Cloud as its clients see it (`apparch api koober`): where it is, and the requests of the
/// sample client's endpoints, as values.
///
/// - `POST /login` with `Authorization: Basic` and `POST /signUp` with a ``NewAccount`` answer
///   `{"profile": …, "token": …}`;
/// - `POST /logout`, `GET /rideOptions?latitude=&longitude=`, `GET /locations?query=&latitude=&longitude=`
///   and `POST /ride` with a ``NewRideRequest`` need `Authorization: Bearer <token>`.
///
/// A failure answer is `{"error": "…"}` with a 4xx or 5xx status; its text reaches the person.
public struct KooberCloud: Sendable, Equatable {
    /// How long a request may take before it counts as unanswered.
    public static let requestTimeout: TimeInterval = 15

    /// The server's base URL, ending in `/`.
    public let baseURL: URL

    /// Reads a server address (an `http` or `https` URL).
    ///
    /// - Throws: ``KooberCloudAddressError`` for anything else.
    public init(address: String) throws(KooberCloudAddressError) {
        guard var components = URLComponents(string: address), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty
        else { throw KooberCloudAddressError(address: address) }
        components.query = nil
        components.fragment = nil
        if !components.path.hasSuffix("/") { components.path += "/" }
        guard let url = components.url else { throw KooberCloudAddressError(address: address) }
        baseURL = url
    }

    /// What `/login` and `/signUp` answer.
    public struct SessionPayload: Codable, Equatable, Sendable {
        /// The account's profile.
        public var profile: UserProfile
        /// The session's token.
        public var token: AuthToken

        /// Creates a payload.
        public init(profile: UserProfile, token: AuthToken) {
            self.profile = profile
            self.token = token
        }
    }

    /// A failure answer's body.
    public struct ErrorPayload: Codable, Equatable, Sendable {
        /// What went wrong, for a person.
        public var error: String

        /// Creates a payload.
        public init(error: String) {
            self.error = error
        }
    }

    // MARK: Requests

    /// What a request's answer is: the value, or the server's refusal (transport failures are the
    /// resource's ``Services/NetworkError``).
    public typealias Answer<Value> = Result<Value, KooberError>

    /// `POST /login`: a session for `email` and `password`.
    public func login(email: String, password: Secret) -> Resource<Answer<UserSession>> {
        var request = request("login", method: "POST")
        let credential = Data("\(email):\(password)".utf8).base64EncodedString()
        request.setValue("Basic \(credential)", forHTTPHeaderField: "Authorization")
        return resource(request, refusals: [401: .wrongCredentials]) { (payload: SessionPayload) in
            UserSession(profile: payload.profile, remoteSession: RemoteUserSession(token: payload.token))
        }
    }

    /// `POST /signUp`: a session for a new account.
    public func signUp(_ account: NewAccount) -> Resource<Answer<UserSession>> {
        var request = request("signUp", method: "POST")
        request.httpBody = Self.json(account)
        return resource(request, refusals: [409: .emailTaken]) { (payload: SessionPayload) in
            UserSession(profile: payload.profile, remoteSession: RemoteUserSession(token: payload.token))
        }
    }

    /// `POST /logout`: revokes the session's token.
    public func logout(_ session: RemoteUserSession) -> Resource<Answer<Void>> {
        emptyResource(request("logout", method: "POST", session: session))
    }

    /// `GET /rideOptions`: the options at `location`.
    public func rideOptions(at location: Location, session: RemoteUserSession) -> Resource<Answer<[RideOption]>> {
        resource(request("rideOptions", query: Self.coordinates(of: location), session: session)) { $0 }
    }

    /// `GET /locations`: the places matching `query` near `location`.
    public func locations(
        matching query: String, near location: Location, session: RemoteUserSession
    )
        -> Resource<Answer<[NamedLocation]>>
    {
        let query = [URLQueryItem(name: "query", value: query)] + Self.coordinates(of: location)
        return resource(request("locations", query: query, session: session)) { $0 }
    }

    /// `POST /ride`: requests a ride.
    public func ride(_ newRideRequest: NewRideRequest, session: RemoteUserSession) -> Resource<Answer<Void>> {
        var request = request("ride", method: "POST", session: session)
        request.httpBody = Self.json(newRideRequest)
        return emptyResource(request)
    }

    // MARK: Building requests

    private static func coordinates(of location: Location) -> [URLQueryItem] {
        [
            URLQueryItem(name: "latitude", value: String(location.latitude)),
            URLQueryItem(name: "longitude", value: String(location.longitude)),
        ]
    }

    private static func json<T: Encodable>(_ value: T) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(value)  // NB: plain strings and numbers always encode.
    }

    /// A request for `path`; the query items are percent-encoded (a search for "Rock & Roll + Co" reaches
    /// the server whole).
    private func request(
        _ path: String, method: String = "GET", query: [URLQueryItem] = [], session: RemoteUserSession? = nil
    ) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty {
            components?.queryItems = query
            // NB: URLComponents leaves "+" alone in values, which servers read as a space.
            let encoded = components?.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
            components?.percentEncodedQuery = encoded
        }
        var request = URLRequest(
            url: components?.url ?? baseURL, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: Self.requestTimeout)
        request.httpMethod = method
        if method == "POST" { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if let session { request.setValue("Bearer \(session.token)", forHTTPHeaderField: "Authorization") }
        return request
    }

    // MARK: Reading answers

    /// A resource whose successful answer is JSON for `Payload`, turned into the value by `make`; the
    /// statuses in `refusals` are the app's refusals, other failures the server's words.
    private func resource<Payload: Decodable & Sendable, Value>(
        _ request: URLRequest, refusals: [Int: KooberError] = [:], _ make: @escaping @Sendable (Payload) -> Value
    ) -> Resource<Answer<Value>> {
        let url = request.url ?? baseURL
        return Resource(request: request) { response in
            if let refusal = refusals[response.statusCode] { return .success(.failure(refusal)) }
            guard response.isSuccess else { return Self.refusal(response, url: url) }
            do {
                return .success(.success(make(try JSONDecoder().decode(Payload.self, from: response.body))))
            } catch {
                return .failure(.undecodable(url: url, reason: "\(error)"))
            }
        }
    }

    private func emptyResource(_ request: URLRequest) -> Resource<Answer<Void>> {
        let url = request.url ?? baseURL
        return Resource(request: request) { response in
            response.isSuccess ? .success(.success(())) : Self.refusal(response, url: url)
        }
    }

    /// A failure answer: the server's own words when it gave some, else its status.
    private static func refusal<Value>(_ response: TransportResponse, url: URL) -> Result<Answer<Value>, NetworkError> {
        if let payload = try? JSONDecoder().decode(ErrorPayload.self, from: response.body) {
            return .success(.failure(.remote(payload.error)))
        }
        return .failure(.status(url: url, code: response.statusCode))
    }
}

/// A `--server` address the Koober clients cannot use.
public struct KooberCloudAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address as given.
    public let address: String

    /// An error for `address`.
    public init(address: String) {
        self.address = address
    }

    public var description: String {
        "cannot use the Koober Cloud address \"\(address)\"; give the URL `apparch api koober` printed, like "
            + "http://127.0.0.1:8082/"
    }
}
