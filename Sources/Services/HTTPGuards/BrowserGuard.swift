import HTTPTypes
public import Hummingbird

/// The web host's rebinding and cross-site rules for an API no web page uses: a request from a page (it
/// carries `Origin`, or `Sec-Fetch-Site` other than `none`) is refused, and the `Host` must name this server as the web host's ``OriginPolicy``
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
        // NB: browsers send Sec-Fetch-Site with every request, `<audio>` and `<img>` too, which send no
        // Origin; only the address bar's (`none`) is not a page's.
        let site = HTTPField.Name("Sec-Fetch-Site").flatMap { request.headers[$0] }?.lowercased()
        let fromPage = request.headers[.origin] != nil || (site != nil && site != "none")
        // NB: a request without a Host (HTTP/1.0) is no rebinding attack: a browser always sends one.
        let foreignHost = request.head.authority.map { !policy.allowsHost($0) } == true
        guard fromPage || foreignHost else { return try await next(request, context) }
        let reason = fromPage ? "web pages may not use this API" : "the Host header must name this server"
        return JSONResponse.error(reason, status: .forbidden)
    }
}
