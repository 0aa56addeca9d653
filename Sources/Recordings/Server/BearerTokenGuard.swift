import HTTPTypes
import Hummingbird
import NIOCore

/// Refuses every request without `Authorization: Bearer <token>` (401, with a body that says what to
/// send), before any route runs.
struct BearerTokenGuard<Context: RequestContext>: RouterMiddleware {
    /// `Bearer <token>`, as the header's bytes must read.
    private let expected: [UInt8]

    init(token: String) {
        expected = Array("Bearer \(token)".utf8)
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let given = Array((request.headers[.authorization] ?? "").utf8)
        // NB: compared in constant time for a given length, so the token does not leak through timing.
        var difference = expected.count ^ given.count
        for index in expected.indices { difference |= Int(expected[index] ^ (index < given.count ? given[index] : 0)) }
        guard difference == 0 else {
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.wwwAuthenticate] = "Bearer"
            return Response(
                status: .unauthorized, headers: headers,
                body: .init(
                    byteBuffer: ByteBuffer(
                        string: "{\"error\":\"send Authorization: Bearer <the token apparch api printed>\"}")))
        }
        return try await next(request, context)
    }
}
