/// A fixed document the web host serves at a path (the comparison page and its style sheet, say), behind
/// the access guard and with the content security policy of every page.
public struct StaticPage: Sendable {
    /// The absolute path it is served at, such as `/compare`.
    public var path: String
    /// The `Content-Type` it is served with, such as `text/html; charset=utf-8`.
    public var contentType: String
    private let document: PageDocument

    /// Creates a page whose document is `body`.
    public init(path: String, contentType: String, body: String) {
        self.path = path
        self.contentType = contentType
        document = PageDocument(body)
    }

    /// Creates a page whose document `make` makes on the first request, once, off the server's event
    /// loops: for a document that takes a while to make (the comparison counts the source tree), so the
    /// server starts at once. `make` reports its own failures in the document it returns.
    public init(path: String, contentType: String, make: @escaping @Sendable () -> String) {
        self.path = path
        self.contentType = contentType
        document = PageDocument(make: make)
    }

    /// The document, made now if it is made on demand and was not yet.
    public var body: String { document.value }
}
