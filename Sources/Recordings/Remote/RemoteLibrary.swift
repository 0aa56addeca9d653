public import Foundation
public import Services

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Recordings server as its clients see it: where it is, the token it wants, and the resources of its
/// protocol (the networking chapter's `store.contents(of:)` and `store.change(_:item:)`, as values).
///
/// ```swift
/// let server = try RemoteLibrary(address: "http://127.0.0.1:8081/?token=…")
/// webservice.load(server.contents(at: [root, folder])) { result in … }
/// ```
///
/// Every request carries `Authorization: Bearer <token>` and times out after ``requestTimeout`` seconds.
public struct RemoteLibrary: Sendable, Equatable {
    /// How long a request may take before it counts as unanswered.
    public static let requestTimeout: TimeInterval = 15

    /// The server's base URL, ending in `/`, without the token.
    public let baseURL: URL
    /// The access token, if the server needs one (`apparch api` always does).
    public let token: String?

    /// Reads a server address: an `http` or `https` URL, with the token in its `token` query item or given
    /// apart (`--server-token`, which wins).
    ///
    /// - Throws: ``ServerAddressError`` for anything that is not such a URL.
    public init(address: String, token: String? = nil) throws(ServerAddressError) {
        guard var components = URLComponents(string: address), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme)
        else { throw ServerAddressError(address: address, reason: "it is not an http:// or https:// URL") }
        guard let host = components.host, !host.isEmpty else {
            throw ServerAddressError(address: address, reason: "it names no host")
        }
        let given = components.queryItems?.first { $0.name == "token" }?.value
        components.query = nil
        components.fragment = nil
        if !components.path.hasSuffix("/") { components.path += "/" }
        guard let url = components.url else { throw ServerAddressError(address: address, reason: "it is not a URL") }
        baseURL = url
        self.token = token ?? given
    }

    /// A server at `baseURL` (which should end in `/`), sending `token` when given.
    public init(baseURL: URL, token: String?) {
        self.baseURL = baseURL
        self.token = token
    }

    /// `GET /uuid`: the server's root folder.
    public var rootUUID: Resource<UUID> {
        let url = baseURL.appendingPathComponent("uuid")
        return Resource(request: request(url)) { data in
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let uuid = UUID(uuidString: text) else {
                return .failure(.undecodable(url: url, reason: "the root is not a UUID"))
            }
            return .success(uuid)
        }
    }

    /// `GET /contents/<path>`: one level of the folder `path` leads to (the server's root first), or nil
    /// when the server has no such folder (`parentNotFound`: deleted there, or not sent yet).
    public func contents(at path: [UUID]) -> Resource<[RemoteItem]?> {
        let url = url("contents", path)
        return Resource(request: request(url)) { response in
            if response.statusCode == 404, Self.errorKey(in: response.body) == .parentNotFound { return .success(nil) }
            guard response.isSuccess else { return .failure(.status(url: url, code: response.statusCode)) }
            do {
                return .success(try JSONDecoder().decode([RemoteItem].self, from: response.body))
            } catch {
                return .failure(.undecodable(url: url, reason: "\(error)"))
            }
        }
    }

    /// `POST /change/<kind>/<parent path>` with `object`.
    public func change(_ kind: ChangeKind, _ object: ChangeObject, parentPath: [UUID]) -> Resource<ChangeOutcome> {
        var request = request(url("change/\(kind.rawValue)", parentPath))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        request.httpBody = try? encoder.encode(object)  // NB: four plain fields and a base64 string always encode.
        let url = request.url ?? baseURL
        return Resource(request: request) { response in Self.outcome(of: response, url: url) }
    }

    /// `GET /stream/<uuid>`: a recording's audio, whole.
    public func stream(_ uuid: UUID) -> Resource<Data> {
        Resource(request: request(url("stream", [uuid]))) { .success($0) }
    }

    /// Reads a change's answer: success, a refusal with a known key, or a failure that leaves it open
    /// whether the change was applied.
    static func outcome(of response: TransportResponse, url: URL) -> Result<ChangeOutcome, NetworkError> {
        struct Answer: Decodable {
            var successKey: Bool?
        }
        if response.isSuccess {
            let answer = try? JSONDecoder().decode(Answer.self, from: response.body)
            guard answer?.successKey == true else {
                return .failure(.undecodable(url: url, reason: "the answer to a change is not {\"successKey\": true}"))
            }
            return .success(.applied)
        }
        if (400..<500).contains(response.statusCode), let key = errorKey(in: response.body) {
            return .success(.rejected(key))
        }
        return .failure(.status(url: url, code: response.statusCode))
    }

    /// The sample's error key in an error answer's body, if it has a known one.
    static func errorKey(in body: Data) -> APIErrorKey? {
        struct Answer: Decodable {
            var errorKey: String?
        }
        return (try? JSONDecoder().decode(Answer.self, from: body))?.errorKey.flatMap(APIErrorKey.init(rawValue:))
    }

    private func url(_ route: String, _ path: [UUID]) -> URL {
        path.reduce(baseURL.appendingPathComponent(route)) { $0.appendingPathComponent($1.uuidString) }
    }

    private func request(_ url: URL) -> URLRequest {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.requestTimeout)
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return request
    }
}
