public import Foundation

/// A remote value described as data: where it lives and how its bytes become a value (the book's
/// `Resource<A>`, from the TEA chapter's lessons).
///
/// Parsing is a pure function, so it is unit-testable without a network:
///
/// ```swift
/// let folders = Resource<[RemoteFolder]>(url: baseURL.appendingPathComponent("folders.json"))
/// folders.parse(fixtureData)   // the decoded folders, or nil for bad data
/// ```
public struct Resource<A>: Sendable {
    /// Where the value is fetched from.
    public let url: URL
    /// Turns the fetched bytes into the value; nil when they are not a valid value.
    public let parse: @Sendable (Data) -> A?

    /// Creates a resource with a custom parser.
    public init(url: URL, parse: @escaping @Sendable (Data) -> A?) {
        self.url = url
        self.parse = parse
    }

    /// The same resource, with its value transformed.
    public func map<B>(_ transform: @escaping @Sendable (A) -> B?) -> Resource<B> {
        let parse = self.parse
        return Resource<B>(url: url) { data in parse(data).flatMap(transform) }
    }
}

extension Resource where A: Decodable {
    /// A resource whose bytes are JSON for `A`.
    public init(url: URL) {
        self.init(url: url) { data in try? JSONDecoder().decode(A.self, from: data) }
    }
}
