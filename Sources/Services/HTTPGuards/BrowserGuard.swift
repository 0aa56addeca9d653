public import Hummingbird

/// The web host's rebinding and cross-site rules for an API no web page uses: a request from a page (it
/// carries `Origin`) is refused, and the `Host` must name this server as the web host's ``OriginPolicy``
/// says (its bound address, loopback, or this machine's addresses when bound to every interface), so a
/// page on a rebinding domain cannot reach it. Both get 403 with `{"error": …}`.
public struct BrowserGuard<Context: RequestContext>: RouterMiddleware {
    /// Which `Host` headers name this server.
    public let policy: OriginPolicy

    /// Creates the guard of a server whose `Host` rules `policy` states.
    public init(policy: OriginPolicy) {
        self.policy = policy
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let fromPage = request.headers[.origin] != nil
        // NB: a request without a Host (HTTP/1.0) is no rebinding attack: a browser always sends one.
        let foreignHost = request.head.authority.map { !policy.allowsHost($0) } == true
        guard fromPage || foreignHost else { return try await next(request, context) }
        let reason = fromPage ? "web pages may not use this API" : "the Host header must name this server"
        return JSONResponse.error(reason, status: .forbidden)
    }
}
