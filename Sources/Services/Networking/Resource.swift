public import Foundation

/// A remote value described as data: where it lives and how its bytes become a value (the book's
/// `Resource<A>`, from the TEA chapter's lessons).
///
/// Parsing is a pure function, so it is unit-testable without a network:
///
/// ```swift
/// let folders = Resource<[RemoteFolder]>(url: baseURL.appendingPathComponent("folders.json"))
/// folders.parse(fixtureData)   // .success(folders), or .failure(.undecodable(…)) for bad data
/// ```
///
/// NB: the book's `parse` returns `A?`; ours returns a `Result`, so the reason bad data was refused
/// reaches the person instead of turning into a silent nil.
public struct Resource<A>: Sendable {
    /// Where the value is fetched from.
    public let url: URL
    /// Turns the fetched bytes into the value, or says why they are not one.
    public let parse: @Sendable (Data) -> Result<A, NetworkError>

    /// Creates a resource with a custom parser.
    public init(url: URL, parse: @escaping @Sendable (Data) -> Result<A, NetworkError>) {
        self.url = url
        self.parse = parse
    }

    /// The same resource, with its value transformed; a nil from `transform` is an undecodable answer.
    public func map<B>(_ transform: @escaping @Sendable (A) -> B?) -> Resource<B> {
        let parse = self.parse
        let url = url
        return Resource<B>(url: url) { data in
            parse(data).flatMap { value in
                transform(value).map(Result.success)
                    ?? .failure(.undecodable(url: url, reason: "the value has an unexpected shape"))
            }
        }
    }
}

extension Resource where A: Decodable & Sendable {
    /// A resource whose bytes are JSON for `A`.
    public init(url: URL) {
        self.init(url: url) { data in
            do {
                return .success(try JSONDecoder().decode(A.self, from: data))
            } catch {
                return .failure(.undecodable(url: url, reason: "\(error)"))
            }
        }
    }
}
