/// A fixed document the web host serves at a path (the comparison page and its style sheet, say), behind
/// the access guard and with the content security policy of every page.
public struct StaticPage: Sendable {
    /// The absolute path it is served at, such as `/compare`.
    public var path: String
    /// The `Content-Type` it is served with, such as `text/html; charset=utf-8`.
    public var contentType: String
    /// The document.
    public var body: String

    /// Creates a page.
    public init(path: String, contentType: String, body: String) {
        self.path = path
        self.contentType = contentType
        self.body = body
    }
}
