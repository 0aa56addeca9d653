import Foundation
import HTTPGuards
import HTTPTypes
import HummingbirdCore

/// What to do with a request, decided from its head alone: the one rule every route and the WebSocket
/// upgrade follow (see ``AccessGuard``).
enum AccessDecision: Equatable {

    /// Serve it.
    case allow
    /// Trade the token in the address for the cookie: redirect to `location`.
    case redirect(location: String, cookie: String)
    /// Refuse it with `status` and a page that says why.
    case refuse(HTTPResponse.Status, String)

    /// The decision for a request head, shared by every route and the WebSocket upgrade.
    static func decide(_ head: HTTPRequest, token: AccessToken, policy: OriginPolicy) -> AccessDecision {
        guard let authority = head.authority, policy.allowsHost(authority) else {
            return .refuse(
                .forbidden, "This server answers only to its own address. Open the link printed by apparch serve.")
        }
        if isCrossSite(head) {
            return .refuse(
                .forbidden,
                "This server answers only its own pages, not another site's (Sec-Fetch-Site). "
                    + "Open the link printed by apparch serve.")
        }
        let cookieName = cookieName(authority: authority)
        let uri = URI(head.path ?? "/")
        let query = uri.queryParameters
        if let given = query["token"] {
            guard token.matches(given) else { return .refuse(.unauthorized, openTheLink) }
            guard head.method == .get, head.headerFields[.upgrade]?.lowercased() != "websocket" else { return .allow }
            let kept = query.filter { $0.key != "token" }
            var location = uri.path.isEmpty ? "/" : uri.path
            if !kept.isEmpty {
                let pairs = kept.map { "\(percentEncoded(String($0.key)))=\(percentEncoded(String($0.value)))" }
                location += "?" + pairs.joined(separator: "&")
            }
            return .redirect(
                location: location, cookie: "\(cookieName)=\(token.value); Path=/; HttpOnly; SameSite=Strict")
        }
        if let authorization = head.headerFields[.authorization], authorization.hasPrefix("Bearer "),
            token.matches(authorization.dropFirst("Bearer ".count))
        {
            return .allow
        }
        if cookies(in: head.headerFields).contains(where: { $0.name == cookieName && token.matches($0.value) }) {
            return .allow
        }
        return .refuse(.unauthorized, openTheLink)
    }

    /// Whether a browser says another site made this request (Fetch Metadata): anything but
    /// `same-origin` or `none` (the address bar, a bookmark), except a top-level navigation, which only
    /// opens a page. A page on another port of this host is `same-site`, so its `<audio>` or `fetch` of a
    /// recording is refused although the `SameSite=Strict` cookie goes with it. Programs send no such
    /// header and pass.
    static func isCrossSite(_ head: HTTPRequest) -> Bool {
        func field(_ name: String) -> String? { HTTPField.Name(name).flatMap { head.headerFields[$0] }?.lowercased() }
        guard let site = field("Sec-Fetch-Site"), site != "same-origin", site != "none" else { return false }
        let mode = field("Sec-Fetch-Mode")
        let destination = field("Sec-Fetch-Dest")
        return !(mode == "navigate" && destination == "document" && head.method == .get)
    }

    static var openTheLink: String {
        "This page needs the access token. Open the link that apparch serve printed when it started "
            + "(it ends in ?token=…)."
    }

    /// The cookie's name for the server at `authority`: one per port, since cookies ignore ports, so
    /// servers on other ports of this host keep theirs, and a server restarted on the same port with the
    /// same `--token` finds its tabs' cookie.
    static func cookieName(authority: String) -> String {
        let port = authority.split(separator: ":").last.flatMap { Int($0) } ?? 80
        return "apparch_token_\(port)"
    }

    /// The cookies in `headers`, from every `Cookie` header.
    static func cookies(in headers: HTTPFields) -> [(name: Substring, value: Substring)] {
        headers[values: .cookie].flatMap { header in
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
