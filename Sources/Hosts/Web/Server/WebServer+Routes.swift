import Foundation
import HTTPGuards
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import Services

extension WebServer {
    /// The content security policy of every page: only this server's scripts, styles, sockets and media.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; media-src 'self' blob:; "
        + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The router with every route of the host.
    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: AccessGuard(token: configuration.token, policy: originPolicy))
        let registry = registry
        let assets = assets
        let policy = originPolicy
        let indexHTML = IndexPage.html(
            entries: index, catalogPath: registry.mounts["catalog"].map { _ in "/catalog" },
            comparePath: configuration.pages.contains { $0.path == "/compare" } ? "/compare" : nil,
            docsPath: configuration.docsRoot.map { _ in "/docs/" })

        router.get("/") { _, _ in
            registry.mounts[""] != nil
                ? Self.page(assets.page) : Self.page(.init(contentType: assets.page.contentType, body: indexHTML))
        }
        for key in registry.mounts.keys where !key.isEmpty {
            router.get(RouterPath("/" + key)) { _, _ in Self.page(assets.page) }
        }
        for (path, module) in assets.modules {
            router.get(RouterPath("/static/client/" + path)) { _, _ in Self.page(module) }
        }
        router.get("/static/app.css") { _, _ in Self.page(assets.styles) }
        router.get("/static/inspector/inspector.js") { _, _ in Self.page(assets.inspectorScript) }
        router.get("/static/inspector/inspector.css") { _, _ in Self.page(assets.inspectorStyles) }
        addInspectorRoutes(to: router)
        for page in configuration.pages {
            router.get(RouterPath(page.path)) { _, _ in
                // NB: a page made on demand is made off the event loop, which must not wait for it.
                let body = await Task.detached { page.body }.value
                return Self.page(StaticAssets.Asset(contentType: page.contentType, body: body))
            }
        }
        addLiveRoutes(to: router)
        if let root = configuration.sourceRoot {
            router.get("/source/**") { request, _ in try Self.sourceResponse(request.uri.path, root: root) }
        }
        addDocsRoutes(to: router)
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }

        router.get("/audio/:name") { request, context -> Response in
            guard let name = context.parameters.get("name").flatMap({ AudioFileName($0) }),
                let mount = registry.mount(forKey: Self.mountKey(request))
            else { throw HTTPError(.notFound, message: "audio files are named <UUID>.wav") }
            return try Self.audioResponse(url: name.url(in: mount.dataDirectory), range: request.headers[.range])
        }

        router.post("/upload/:name") { request, context -> Response in
            guard policy.allows(origin: request.headers[.origin], host: request.head.authority) else {
                throw HTTPError(.forbidden, message: "uploads are accepted only from this server's pages")
            }
            let key = Self.mountKey(request)
            guard let name = context.parameters.get("name").flatMap({ AudioFileName($0) }),
                await registry.expectsUpload(name, mount: key)
            else { throw HTTPError(.notFound, message: UploadError(.notExpected).description) }
            var request = request
            let buffer: ByteBuffer
            do {
                buffer = try await request.collectBody(upTo: BrowserAudioBackend.maximumUploadSize)
            } catch {
                await registry.refuseUpload(name, mount: key)
                throw HTTPError(
                    .contentTooLarge,
                    message: UploadError(.tooLarge(limit: BrowserAudioBackend.maximumUploadSize)).description)
            }
            let data = Data(buffer.readableBytesView)
            do {
                try await registry.acceptUpload(data, for: name, mount: key)
            } catch let error as UploadError {
                throw HTTPError(HTTPResponse.Status(code: error.status), message: error.description)
            }
            return Response(status: .noContent)
        }
        return router
    }

    /// The headers that isolate a page from other sites (COOP and COEP): its window shares a browsing context
    /// group with no other site's, and it loads nothing another site has not agreed to be loaded by it (it
    /// loads only this server's files and sockets anyway). The frames of a live comparison are pages of this
    /// server with the same headers, as an isolated page's frames must be.
    ///
    /// Isolation also lets the page read a finer clock: Chromium's `performance.now()` moves in steps of 5 µs
    /// in an isolated page and of 100 µs elsewhere, which is what `measure.py` times a tap with.
    static let crossOriginIsolation: [(HTTPField.Name, String)] = [
        ("Cross-Origin-Opener-Policy", "same-origin"), ("Cross-Origin-Embedder-Policy", "require-corp"),
    ].compactMap { name, value in HTTPField.Name(name).map { ($0, value) } }

    static func mountKey(_ request: Request) -> String {
        String(request.uri.queryParameters["mount"] ?? "")
    }

    static func page(_ asset: StaticAssets.Asset, policy: String = contentSecurityPolicy) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = asset.contentType
        headers[.cacheControl] = "no-cache"
        headers[.contentSecurityPolicy] = policy
        headers[.xContentTypeOptions] = "nosniff"
        for (name, value) in crossOriginIsolation { headers[name] = value }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: asset.body)))
    }

    /// The source file `path` names under `root`, as plain text: only what ``SourcePath`` allows, only a
    /// regular file that resolves inside `root`, and at most ``SourcePath/maximumSize`` bytes.
    static func sourceResponse(_ path: String, root: URL) throws -> Response {
        let notFound = HTTPError(.notFound, message: "only Swift files and READMEs under Sources and Tests are shown")
        guard let source = SourcePath(requestPath: path) else { throw notFound }
        let contents: Data?
        do {
            contents = try RegularFile.contents(
                of: source.url(in: root), under: root, maximumSize: SourcePath.maximumSize)
        } catch {
            throw HTTPError(.internalServerError, message: "\(source.relativePath) could not be read")
        }
        guard let data = contents else { throw notFound }
        return page(.init(contentType: "text/plain; charset=utf-8", body: String(decoding: data, as: UTF8.self)))
    }

    /// The file at `url`, whole or the requested byte range.
    ///
    /// Only a regular file is served, opened without following a symbolic link and without blocking: a
    /// link, FIFO, socket or device planted in its place is a 404, never another file's bytes or a hung
    /// request.
    static func audioResponse(url: URL, range: String?) throws -> Response {
        guard let file = RegularFile.open(url) else { throw HTTPError(.notFound, message: "no such recording") }
        let handle = file.handle
        let size = file.size
        var headers = HTTPFields()
        headers[.contentType] = "audio/wav"
        headers[.acceptRanges] = "bytes"
        headers[.cacheControl] = "no-cache"
        headers[.xContentTypeOptions] = "nosniff"
        let status: HTTPResponse.Status
        let part: ByteRange
        switch ByteRange.resolve(range, size: size) {
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(size)"
            return Response(status: .rangeNotSatisfiable, headers: headers)
        case .whole:
            status = .ok
            part = ByteRange(lowerBound: 0, upperBound: size - 1)
        case .partial(let range):
            status = .partialContent
            part = range
            headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(size)"
        }
        guard size > 0 else { return Response(status: .ok, headers: headers, body: .init()) }
        do {
            try handle.seek(toOffset: UInt64(part.lowerBound))
            let data = try handle.read(upToCount: part.count) ?? Data()
            return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        } catch {
            throw HTTPError(.internalServerError, message: "the recording could not be read")
        }
    }
}
