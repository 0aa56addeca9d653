import Foundation
import HTTPGuards
import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore
import Services

/// The gate every request passes before any route: the `Host` must name this server (see
/// ``OriginPolicy``), and the access token must come with it.
///
/// The token is accepted as a `token` query parameter, an `Authorization: Bearer` header, or the cookie a
/// first visit sets. A page opened with `?token=` gets the cookie (`HttpOnly; SameSite=Strict`) and a
/// redirect to the same address without the token, so the secret leaves the address bar and the history.
/// A request without a valid token gets `401` and a small page that says to open the link `apparch serve`
/// printed; one whose `Host` names another site gets `403`. Neither reaches an app, so nothing changes.
struct AccessGuard<Context: RequestContext>: RouterMiddleware {
    let token: AccessToken
    let policy: OriginPolicy

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        switch AccessDecision.decide(request.head, token: token, policy: policy) {
        case .allow:
            return try await next(request, context)
        case .redirect(let location, let cookie):
            var headers = HTTPFields()
            headers[.location] = location
            headers[.setCookie] = cookie
            headers[.cacheControl] = "no-store"
            if let referrerPolicy = HTTPField.Name("Referrer-Policy") { headers[referrerPolicy] = "no-referrer" }
            return Response(status: .seeOther, headers: headers)
        case .refuse(let status, let message):
            return Self.refusal(status, message)
        }
    }

    /// The refusal page: plain HTML, no script, no style from outside.
    static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] = "default-src 'none'; frame-ancestors 'none'"
        headers[.xContentTypeOptions] = "nosniff"
        let page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>apparch serve</title></head>
            <body><h1>Open the link printed by apparch serve</h1><p>\(HTML.escape(message))</p></body></html>
            """
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
    }

}
