import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

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
        guard let authority = request.head.authority, policy.allowsHost(authority) else {
            return Self.refusal(
                .forbidden, "This server answers only to its own address. Open the link printed by apparch serve.")
        }
        let cookieName = Self.cookieName(authority: authority)
        let query = request.uri.queryParameters
        if let given = query["token"] {
            guard token.matches(given) else { return Self.refusal(.unauthorized, Self.openTheLink) }
            if request.method == .get, !Self.isWebSocketUpgrade(request) {
                return redirectWithoutToken(request, cookieName: cookieName)
            }
            return try await next(request, context)
        }
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer "),
            token.matches(authorization.dropFirst("Bearer ".count))
        {
            return try await next(request, context)
        }
        if Self.cookies(of: request).contains(where: { $0.name == cookieName && token.matches($0.value) }) {
            return try await next(request, context)
        }
        return Self.refusal(.unauthorized, Self.openTheLink)
    }

    static var openTheLink: String {
        "This page needs the access token. Open the link that apparch serve printed when it started "
            + "(it ends in ?token=…)."
    }

    /// A `303` to the same path and query without `token`, setting the cookie.
    private func redirectWithoutToken(_ request: Request, cookieName: String) -> Response {
        let kept = request.uri.queryParameters.filter { $0.key != "token" }
        var location = request.uri.path.isEmpty ? "/" : request.uri.path
        if !kept.isEmpty {
            let pairs = kept.map { "\(Self.percentEncoded(String($0.key)))=\(Self.percentEncoded(String($0.value)))" }
            location += "?" + pairs.joined(separator: "&")
        }
        var headers = HTTPFields()
        headers[.location] = location
        headers[.setCookie] = "\(cookieName)=\(token.value); Path=/; HttpOnly; SameSite=Strict"
        headers[.cacheControl] = "no-store"
        if let referrerPolicy = HTTPField.Name("Referrer-Policy") { headers[referrerPolicy] = "no-referrer" }
        return Response(status: .seeOther, headers: headers)
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
            <body><h1>Open the link printed by apparch serve</h1><p>\(IndexPage.escape(message))</p></body></html>
            """
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
    }

    /// The cookie's name for the server at `authority`: one per port, since cookies ignore ports, so
    /// servers on other ports of this host keep theirs, and a server restarted on the same port with the
    /// same `--token` finds its tabs' cookie.
    static func cookieName(authority: String) -> String {
        let port = authority.split(separator: ":").last.flatMap { Int($0) } ?? 80
        return "apparch_token_\(port)"
    }

    static func isWebSocketUpgrade(_ request: Request) -> Bool {
        request.headers[.upgrade]?.lowercased() == "websocket"
    }

    /// The request's cookies, from every `Cookie` header.
    static func cookies(of request: Request) -> [(name: Substring, value: Substring)] {
        request.headers[values: .cookie].flatMap { header in
            header.split(separator: ";").compactMap { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return (
                    parts[0].trimmingCharacters(in: .whitespaces)[...],
                    parts[1].trimmingCharacters(in: .whitespaces)[...]
                )
            }
        }
    }

    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(
            withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+")))
            ?? ""
    }
}
