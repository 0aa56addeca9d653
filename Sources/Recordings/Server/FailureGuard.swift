import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Turns an unexpected failure (the database refusing a statement, a full disk) into a 500 whose body
/// says what happened, instead of an empty one; the failure is logged. HTTP errors pass through.
struct FailureGuard<Context: RequestContext>: RouterMiddleware {
    /// Where failures are logged (the server's own logger is quiet about connections).
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            logger.error("\(request.method) \(request.uri.path) failed: \(String(reflecting: error))")
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            let detail = String(describing: error).replacingOccurrences(of: "\"", with: "'")
            return Response(
                status: .internalServerError, headers: headers,
                body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"the library could not do this: \(detail)\"}")))
        }
    }
}
