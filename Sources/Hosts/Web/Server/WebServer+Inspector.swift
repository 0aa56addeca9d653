import Foundation
import HTTPGuards
import HTTPTypes
import Hummingbird
import Inspection
import NIOCore
import ViewKit

/// The state inspector's routes, for apps whose delegate has a ``ViewKit/StateInspector``:
///
/// - `GET /inspect/<mount>` (`/inspect` for the app at `/`): the inspector page;
/// - `GET …/state`: the ``ViewKit/StateInspection`` as JSON;
/// - `POST …/travel` with `{"index": N}`: time-travels the app, answers the new inspection;
/// - `GET …/export`: both states as a JSON download;
/// - `POST …/load` with such a JSON state: loads it, answers the new inspection.
///
/// Like every route they need the access token and this server's `Host`; the POSTs also need no `Origin`
/// or this server's (403 otherwise) and a body of at most ``maximumInspectorBodySize`` bytes (413). An
/// unknown mount or an app without an inspector is a 404; a body the app refuses is a 400 whose message
/// says why, and nothing changes. After a travel or a load every tab of the app gets its patches.
extension WebServer {
    /// The largest body the inspector's POST routes read: 1 MiB.
    static let maximumInspectorBodySize = 1 << 20

    /// The body of a travel request.
    private struct TravelRequest: Decodable {
        let index: Int
    }

    /// Adds the inspector's routes to `router`.
    func addInspectorRoutes(to router: Router<BasicRequestContext>) {
        let registry = registry
        let assets = assets
        let policy = originPolicy
        let handler: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            do throws(InspectorRequestError) {
                return try await Self.inspectorResponse(request, registry: registry, assets: assets, policy: policy)
            } catch {
                throw HTTPError(HTTPResponse.Status(code: error.status), message: error.description)
            }
        }
        for path in ["/inspect", "/inspect/**"] {
            router.get(RouterPath(path), use: handler)
            router.post(RouterPath(path), use: handler)
        }
    }

    private static func inspectorResponse(
        _ request: Request, registry: MountRegistry, assets: StaticAssets, policy: OriginPolicy
    ) async throws(InspectorRequestError) -> Response {
        let path = request.uri.path
        guard let target = InspectorPath(path, mounts: registry.mounts.keys) else {
            throw InspectorRequestError(.unknownMount(String(path.dropFirst(InspectorPath.prefix.count))))
        }
        let key = target.mount
        let isPost = request.method == .post
        guard isPost == target.endpoint.isChange else {
            throw InspectorRequestError(.wrongMethod(target.endpoint.isChange ? "POST" : "GET"))
        }
        switch target.endpoint {
        case .page:
            _ = try await registry.inspectedTitle(mount: key)
            return page(assets.inspectorPage)
        case .state:
            return try json(try await registry.inspection(mount: key))
        case .export:
            let title = try await registry.inspectedTitle(mount: key)
            return json(try await registry.exportState(mount: key), download: downloadName(title))
        case .travel:
            let body = try await changeBody(request, policy: policy)
            let travel: TravelRequest
            do {
                travel = try JSONDecoder().decode(TravelRequest.self, from: body)
            } catch {
                throw InspectorRequestError(.badRequest(#"send {"index": <entry number>}"#))
            }
            return try json(try await registry.travel(to: travel.index, mount: key))
        case .load:
            let body = try await changeBody(request, policy: policy)
            return try json(try await registry.loadState(body, mount: key))
        }
    }

    /// The body of a POST that changes the app, once its origin is this server's and its size is within
    /// the limit.
    private static func changeBody(
        _ request: Request, policy: OriginPolicy
    ) async throws(InspectorRequestError)
        -> Data
    {
        guard policy.allows(origin: request.headers[.origin], host: request.head.authority) else {
            throw InspectorRequestError(.foreignOrigin)
        }
        var request = request
        do {
            let buffer = try await request.collectBody(upTo: maximumInspectorBodySize)
            return Data(buffer.readableBytesView)
        } catch {
            throw InspectorRequestError(.tooLarge(limit: maximumInspectorBodySize))
        }
    }

    /// `inspection` as a JSON response.
    private static func json(_ inspection: StateInspection) throws(InspectorRequestError) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return json(try encoder.encode(inspection))
        } catch {
            throw InspectorRequestError(.inspector(.unencodable(String(describing: error))))
        }
    }

    /// `data` as a JSON response, offered as the file `download` when one is named.
    private static func json(_ data: Data, download: String? = nil) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        if let download { headers[.contentDisposition] = "attachment; filename=\"\(download)\"" }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The file name of an export of the app titled `title`: ASCII letters and digits, words joined by
    /// dashes (`clocks-vsd-state.json`).
    static func downloadName(_ title: String) -> String {
        let words = title.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return (words.map(String.init) + ["state"]).joined(separator: "-") + ".json"
    }
}
