public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// A remote value described as data: the request that fetches it and how the answer becomes a value
/// (the book's `Resource<A>`, from Swift Talk's first episode and the TEA chapter's lessons).
///
/// Parsing is a pure function, so it is unit-testable without a network:
///
/// ```swift
/// let folders = Resource<[RemoteFolder]>(url: baseURL.appendingPathComponent("folders.json"))
/// folders.parse(fixtureData)   // .success(folders), or .failure(.undecodable(…)) for bad data
/// ```
///
/// NB: the book's `parse` returns `A?`; ours returns a `Result`, so the reason bad data was refused
/// reaches the person instead of turning into a silent nil. The book's resource is a GET of a URL; ours
/// carries a whole request (method, headers, body), as the networking chapter's change requests need.
public struct Resource<A>: Sendable {
    /// The request that fetches the value.
    public let request: URLRequest
    /// Turns the whole answer (status and body) into the value, or says why it is not one.
    public let parseResponse: @Sendable (TransportResponse) -> Result<A, NetworkError>

    /// Where the value is fetched from.
    public var url: URL { request.url ?? URL(fileURLWithPath: "/") }

    /// Creates a resource that reads the whole answer, error statuses included.
    public init(request: URLRequest, parseResponse: @escaping @Sendable (TransportResponse) -> Result<A, NetworkError>)
    {
        self.request = request
        self.parseResponse = parseResponse
    }

    /// Creates a resource whose answer must have a 2xx status; `parse` reads its body.
    public init(request: URLRequest, parse: @escaping @Sendable (Data) -> Result<A, NetworkError>) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        self.init(request: request) { response in
            response.isSuccess ? parse(response.body) : .failure(.status(url: url, code: response.statusCode))
        }
    }

    /// Creates a GET resource with a custom parser (the book's form).
    public init(url: URL, parse: @escaping @Sendable (Data) -> Result<A, NetworkError>) {
        self.init(request: URLRequest(url: url), parse: parse)
    }

    /// Turns the bytes of a successful answer into the value (the book's `parse`).
    public func parse(_ data: Data) -> Result<A, NetworkError> {
        parseResponse(TransportResponse(statusCode: 200, body: data))
    }

    /// The same resource, with its value transformed; a nil from `transform` is an undecodable answer.
    public func map<B>(_ transform: @escaping @Sendable (A) -> B?) -> Resource<B> {
        let parse = parseResponse
        let url = url
        return Resource<B>(request: request) { response in
            parse(response).flatMap { value in
                transform(value).map(Result.success)
                    ?? .failure(.undecodable(url: url, reason: "the value has an unexpected shape"))
            }
        }
    }
}

extension Resource where A: Decodable & Sendable {
    /// A GET resource whose bytes are JSON for `A`.
    public init(url: URL) {
        self.init(request: URLRequest(url: url))
    }

    /// A resource whose answer is JSON for `A`.
    public init(request: URLRequest) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        self.init(request: request) { (data: Data) in
            do {
                return .success(try JSONDecoder().decode(A.self, from: data))
            } catch {
                return .failure(.undecodable(url: url, reason: "\(error)"))
            }
        }
    }
}
