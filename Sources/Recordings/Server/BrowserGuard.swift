import HTTPTypes
import Hummingbird
import NIOCore

/// The web host's rebinding and cross-site rules for an API no web page uses: a request from a page
/// (it carries `Origin`) is refused, and while the server listens on loopback the `Host` must name
/// loopback, so a page on a rebinding domain cannot reach it. Both get 403.
struct BrowserGuard<Context: RequestContext>: RouterMiddleware {
    /// Whether the server listens on a loopback address only.
    let isLoopback: Bool

    static func isLoopbackHost(_ authority: String) -> Bool {
        var host = Substring(authority)
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
            host = host[host.index(after: host.startIndex)..<end]
        } else if let colon = host.lastIndex(of: ":") {
            host = host[..<colon]
        }
        return ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let fromPage = request.headers[.origin] != nil
        // NB: a request without a Host (HTTP/1.0) is no rebinding attack: a browser always sends one.
        let foreignHost = isLoopback && request.head.authority.map { !Self.isLoopbackHost($0) } == true
        guard fromPage || foreignHost else { return try await next(request, context) }
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        let reason = fromPage ? "web pages may not use this API" : "the Host header must name this server"
        return Response(
            status: .forbidden, headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"\(reason)\"}")))
    }
}
