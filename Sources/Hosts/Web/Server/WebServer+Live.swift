import Foundation
import HTTPGuards
import HTTPTypes
import Hummingbird
import NIOCore
import Services
import ViewKit

/// The live side-by-side view's routes, when the configuration names live apps:
///
/// - `GET /compare/live?app=<app>&patterns=<p1>,<p2>,…`: the page (a query the catalog refuses is a 400
///   whose page says why; nothing launches);
/// - `POST /compare/live/start?app=…&patterns=…`: starts a session, answers its id and panes as JSON;
/// - `POST /compare/live/<id>/step` and `…/run` with the script as the body: plays its next step (answers
///   a ``LiveStepReport``, or `204` when every step has been played) or the rest of it (an array);
/// - `POST /compare/live/<id>/reset`: relaunches every pane on fresh data; `…/close` ends the session;
/// - `GET /live/<id>/<pattern>`: a pane's app page, which the live page frames.
///
/// Like every route they need the access token and this server's `Host`; the POSTs also need no `Origin`
/// or this server's (403) and a body of at most ``LiveSession/maximumScriptBytes`` (413). Refusals are
/// JSON `{"error": "<what to do>"}`.
extension WebServer {
    /// The live page's policy: every page's, plus frames of this server's pane pages.
    static let livePagePolicy = contentSecurityPolicy + "; frame-src 'self'"
    /// A pane page's policy: every page's, except that the live page of this server may frame it.
    static let panePagePolicy = contentSecurityPolicy.replacingOccurrences(
        of: "frame-ancestors 'none'", with: "frame-ancestors 'self'")

    /// What `POST /compare/live/start` answers.
    private struct Started: Encodable {
        struct Pane: Encodable {
            let pattern: String
            let path: String
        }
        let id: String
        let title: String
        let panes: [Pane]
    }

    /// Adds the live view's routes to `router` (none when no live app is configured).
    func addLiveRoutes(to router: Router<BasicRequestContext>) {
        let live = live
        guard !live.apps.isEmpty else { return }
        let registry = registry
        let assets = assets
        let policy = originPolicy
        router.get("/static/live/live.js") { _, _ in Self.page(assets.liveScript) }
        router.get("/static/live/live.css") { _, _ in Self.page(assets.liveStyles) }
        router.get("/compare/live") { request, _ -> Response in
            let query = request.uri.queryParameters
            do throws(LiveRequestError) {
                _ = try live.plan(app: query["app"].map(String.init), patterns: query["patterns"].map(String.init))
            } catch {
                return Self.refusalPage(error)
            }
            return Self.page(assets.livePage, policy: Self.livePagePolicy)
        }
        router.get("/live/:id/:pattern") { request, _ -> Response in
            guard registry.mount(forKey: String(request.uri.path.dropFirst())) != nil else {
                return Self.liveError(.unknownSession)
            }
            return Self.page(assets.page, policy: Self.panePagePolicy)
        }
        router.post("/compare/live/start") { request, _ -> Response in
            guard policy.allows(origin: request.headers[.origin], host: request.head.authority) else {
                return Self.liveError(Self.foreignOrigin)
            }
            let query = request.uri.queryParameters
            let app = query["app"].map(String.init)
            let patterns = query["patterns"].map(String.init)
            do throws(LiveRequestError) {
                let started = try await Self.start(live, app: app, patterns: patterns)
                return Self.json(started)
            } catch {
                return Self.liveError(error)
            }
        }
        router.post("/compare/live/:id/:action") { request, context -> Response in
            guard policy.allows(origin: request.headers[.origin], host: request.head.authority) else {
                return Self.liveError(Self.foreignOrigin)
            }
            let id = context.parameters.get("id") ?? ""
            let action = context.parameters.get("action") ?? ""
            var request = request
            let script: String
            do {
                let buffer = try await request.collectBody(upTo: LiveSession.maximumScriptBytes)
                script = String(decoding: buffer.readableBytesView, as: UTF8.self)
            } catch {
                return Self.liveError(
                    LiveRequestError(
                        status: 413, "The script is longer than \(LiveSession.maximumScriptBytes / 1024) KiB."))
            }
            do throws(LiveRequestError) {
                return try await Self.perform(action, id: id, script: script, live: live)
            } catch {
                return Self.liveError(error)
            }
        }
    }

    private static let foreignOrigin = LiveRequestError(
        status: 403, "The live view accepts requests only from this server's pages.")

    @MainActor
    private static func start(
        _ live: LiveSessions, app: String?, patterns: String?
    ) throws(LiveRequestError)
        -> Started
    {
        let session = try live.start(app: app, patterns: patterns)
        return Started(
            id: session.id, title: session.app.title,
            panes: session.panes.map { .init(pattern: $0.pattern.name, path: "/" + $0.host.mount.key) })
    }

    @MainActor
    private static func perform(
        _ action: String, id: String, script: String, live: LiveSessions
    ) throws(LiveRequestError) -> Response {
        switch action {
        case "step":
            guard let report = try live.session(id).step(script) else { return Response(status: .noContent) }
            return json(report)
        case "run":
            return json(try live.session(id).runAll(script))
        case "reset":
            try live.reset(id)
            return Response(status: .noContent)
        case "close":
            live.close(id)
            return Response(status: .noContent)
        default:
            throw LiveRequestError(status: 404, "A live comparison takes step, run, reset or close.")
        }
    }

    /// `value` as a JSON response.
    private static func json(_ value: some Encodable) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        do {
            return Response(
                status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
        } catch {
            // NB: the reports hold only strings, numbers and booleans; encoding cannot fail.
            return liveError(LiveRequestError(status: 500, "The answer could not be encoded."))
        }
    }

    /// A refusal as JSON: `{"error": "<what to do>"}`.
    static func liveError(_ error: LiveRequestError) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        // NB: a dictionary of strings always encodes.
        let body = (try? JSONEncoder().encode(["error": error.description])) ?? Data("{}".utf8)
        return Response(
            status: HTTPResponse.Status(code: error.status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The page a refused query gets instead of the live page: plain HTML saying what to do.
    static func refusalPage(_ error: LiveRequestError) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        let page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Live comparison</title>
            <link rel="stylesheet" href="/static/app.css"></head>
            <body class="index"><main class="index-page"><h1>Live comparison</h1>
            <p class="live-refusal" role="alert">\(HTML.escape(error.description))</p></main></body></html>
            """
        return Response(
            status: HTTPResponse.Status(code: error.status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: page)))
    }
}
