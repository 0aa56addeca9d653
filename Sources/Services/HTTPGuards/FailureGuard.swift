import Foundation
public import Hummingbird
public import Logging

/// Turns an unexpected failure (the database refusing a statement, a full disk) into a 500 whose JSON body
/// says what happened, instead of an empty one; the failure is logged. HTTP errors pass through, or, with
/// ``describesHTTPErrors``, get a JSON body too (a path no route takes: `404 {"error": …}`).
public struct FailureGuard<Context: RequestContext>: RouterMiddleware {
    /// Where failures are logged (the server's own logger is quiet about connections).
    public let logger: Logger
    /// What the 500's message starts with ("the library could not do this").
    public let failure: String
    /// Whether HTTP errors without a body of their own get `{"error": …}`.
    public let describesHTTPErrors: Bool

    /// Creates the guard; `failure` starts the message of a 500 (the error's description follows).
    public init(logger: Logger, failure: String, describesHTTPErrors: Bool = false) {
        self.logger = logger
        self.failure = failure
        self.describesHTTPErrors = describesHTTPErrors
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where describesHTTPErrors {
            let message =
                error.body
                ?? (error.status == .notFound
                    ? "there is no \(request.uri.path) here; the API's description lists its paths"
                    : "the request was refused: \(error.status.reasonPhrase)")
            return JSONResponse.error(message, status: error.status, headers: error.headers)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            logger.error("\(request.method) \(request.uri.path) failed: \(String(reflecting: error))")
            return JSONResponse.error("\(failure): \(error)", status: .internalServerError)
        }
    }
}
