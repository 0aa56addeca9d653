public import HTTPTypes
public import Hummingbird

/// Answers a method a path does not take with `405 Method Not Allowed` and the `Allow` header, instead of
/// a 404 that would say the path does not exist; `HEAD` passes where `GET` is taken.
public struct MethodGuard<Context: RequestContext>: RouterMiddleware {
    /// A path, or every path under a prefix, and the one method it takes.
    public struct Route: Sendable {
        /// The path, or the prefix when ``matchesPrefix`` is set.
        public var path: String
        /// Whether every path that starts with ``path`` is this route.
        public var matchesPrefix: Bool
        /// The method it takes.
        public var method: HTTPRequest.Method

        /// Creates a route.
        public init(_ path: String, prefix matchesPrefix: Bool = false, method: HTTPRequest.Method) {
            self.path = path
            self.matchesPrefix = matchesPrefix
            self.method = method
        }

        func matches(_ requested: String) -> Bool {
            requested == path || (matchesPrefix && requested.hasPrefix(path))
        }
    }

    /// The API's routes; requests for other paths pass on.
    public let routes: [Route]

    /// Creates the guard of `routes`.
    public init(routes: [Route]) {
        self.routes = routes
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard let route = routes.first(where: { $0.matches(path) }), request.method != route.method,
            !(route.method == .get && request.method == .head)
        else { return try await next(request, context) }
        return JSONResponse.error(
            "\(path) takes \(route.method.rawValue)", status: .methodNotAllowed,
            headers: [.allow: route.method.rawValue])
    }
}
