import Foundation
import HTTPGuards
import HTTPTypes
public import Hummingbird
import Logging
import NIOCore
import RecordingsCore
import RecordingsRemote

/// The Recordings server's HTTP API: the networking sample's protocol over a ``LibraryDatabase``.
///
/// - `GET /uuid`: the root folder's UUID, as text.
/// - `GET /contents/<root>/<uuid>/…`: one level of the folder the path leads to, as
///   `[{"name", "uuid", "isFolder"}]`.
/// - `POST /change/{create|update|delete}/<parent path>` with a ``ChangeObject``: `{"successKey": true}`,
///   or `{"errorKey": "<key>"}` with a 4xx status (see ``APIErrorKey``). A create repeated with the same
///   uuid is `itemAlreadyExists` and changes nothing.
/// - `GET /stream/<uuid>`: a recording's audio, with `Range` support.
///
/// Every request needs `Authorization: Bearer <token>`; path segments must be UUIDs; change bodies are
/// limited to ``maximumBodySize``.
public enum RecordingsAPI {
    /// The largest change body read: the largest audio in base64, and room for the rest.
    public static let maximumBodySize = (LibraryDatabase.maximumAudioSize / 3 + 1) * 4 + 64 * 1024

    /// The router of the API over `database`, guarded by `token`; requests must name `boundHost` (the
    /// address the server listens on) or loopback in their `Host`.
    public static func router(
        database: LibraryDatabase, token: String, boundHost: String = "127.0.0.1"
    ) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(
            middleware: FailureGuard(logger: Logger(label: "apparch.api"), failure: "the library could not do this"))
        router.add(middleware: BrowserGuard(policy: OriginPolicy(boundHost: boundHost)))
        router.add(middleware: BearerTokenGuard(token: token))
        router.add(
            middleware: MethodGuard(routes: [
                .init("/uuid", prefix: true, method: .get), .init("/contents/", prefix: true, method: .get),
                .init("/change/", prefix: true, method: .post), .init("/stream/", prefix: true, method: .get),
            ]))
        router.get("/uuid") { _, _ -> Response in
            text(try await database.rootUUID().uuidString)
        }
        router.get("/contents/**") { request, _ -> Response in
            do {
                let path = try uuids(after: "/contents/", in: request.uri.path)
                return try json(try await database.contents(at: path))
            } catch let key as APIErrorKey {
                return failure(key)
            }
        }
        router.post("/change/:kind/**") { request, context -> Response in
            guard let kind = context.parameters.get("kind").flatMap(ChangeKind.init(rawValue:)) else {
                return failure(.malformedChangeObject)
            }
            do {
                let path = try uuids(after: "/change/\(kind.rawValue)/", in: request.uri.path)
                var request = request
                let body: ByteBuffer
                do {
                    body = try await request.collectBody(upTo: maximumBodySize)
                } catch {
                    throw APIErrorKey.malformedChangeObject
                }
                let change: ChangeObject
                do {
                    change = try JSONDecoder().decode(ChangeObject.self, from: Data(body.readableBytesView))
                } catch {
                    throw APIErrorKey.malformedChangeObject
                }
                try await database.apply(kind, change, parentPath: path)
                return success()
            } catch let key as APIErrorKey {
                return failure(key)
            }
        }
        router.get("/stream/:uuid") { request, context -> Response in
            guard let uuid = context.parameters.get("uuid").flatMap(UUID.init(uuidString:)) else {
                return failure(.itemNotFound)
            }
            do {
                return stream(try await database.audio(of: uuid), range: request.headers[.range])
            } catch let key as APIErrorKey {
                return failure(key)
            }
        }
        return router
    }

    // MARK: Helpers

    /// The UUIDs of the path after `prefix`; a segment that is not a UUID is `parentNotFound`.
    static func uuids(after prefix: String, in path: String) throws(APIErrorKey) -> [UUID] {
        guard path.hasPrefix(prefix) else { throw .parentNotFound }
        let segments = path.dropFirst(prefix.count).split(separator: "/")
        let uuids = segments.compactMap { UUID(uuidString: String($0)) }
        guard !uuids.isEmpty, uuids.count == segments.count else { throw .parentNotFound }
        return uuids
    }

    static func text(_ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func json<Body: Encodable>(_ body: Body, status: HTTPResponse.Status = .ok) throws -> Response {
        try JSONResponse.value(body, status: status)
    }

    /// `{"successKey":true}`: the answer to every change applied, spelt once (encoding it per request
    /// cost a JSONEncoder each time).
    static func success() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: successBody))
    }

    private static let successBody = ByteBuffer(string: #"{"successKey":true}"#)

    static func failure(_ key: APIErrorKey) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(
            status: HTTPResponse.Status(code: key.status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: "{\"errorKey\":\"\(key.rawValue)\"}")))
    }

    /// The audio, whole or the one byte range asked for (`bytes=a-b`, `bytes=a-`, `bytes=-n`).
    static func stream(_ data: Data, range: String?) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "audio/wav"
        headers[.acceptRanges] = "bytes"
        guard let range, let bounds = byteRange(range, length: data.count) else {
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        headers[.contentRange] = "bytes \(bounds.lowerBound)-\(bounds.upperBound)/\(data.count)"
        return Response(
            status: .partialContent, headers: headers,
            body: .init(byteBuffer: ByteBuffer(bytes: data[bounds.lowerBound...bounds.upperBound])))
    }

    static func byteRange(_ header: String, length: Int) -> ClosedRange<Int>? {
        guard length > 0, header.hasPrefix("bytes="), !header.contains(",") else { return nil }
        let parts = header.dropFirst("bytes=".count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        if parts[0].isEmpty {
            guard let suffix = Int(parts[1]), suffix > 0 else { return nil }
            return max(0, length - suffix)...(length - 1)
        }
        guard let start = Int(parts[0]), start < length else { return nil }
        let end = parts[1].isEmpty ? length - 1 : min(Int(parts[1]) ?? -1, length - 1)
        return start <= end ? start...end : nil
    }
}
