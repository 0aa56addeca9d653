import HTTPTypes
import Hummingbird
import NIOCore

/// Answers a method a path does not take with `405 Method Not Allowed` and the `Allow` header, instead of
/// a 404 that would say the path does not exist.
struct MethodGuard<Context: RequestContext>: RouterMiddleware {
    /// Each path prefix with the one method it takes.
    static var routes: [(prefix: String, method: HTTPRequest.Method)] {
        [("/uuid", .get), ("/contents/", .get), ("/change/", .post), ("/stream/", .get)]
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard let route = Self.routes.first(where: { path == $0.prefix || path.hasPrefix($0.prefix) }),
            request.method != route.method, !(route.method == .get && request.method == .head)
        else { return try await next(request, context) }
        var headers = HTTPFields()
        headers[.allow] = route.method.rawValue
        headers[.contentType] = "application/json"
        return Response(
            status: .methodNotAllowed, headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"\(path) takes \(route.method.rawValue)\"}")))
    }
}
