import Foundation
import HTTPGuards
import Hummingbird
import NIOCore
import Services

extension WebServer {
    /// The content security policy of the documentation pages: DocC's pages start with an inline script
    /// that sets their base path and use inline styles; everything else stays this server's own.
    static let docsContentSecurityPolicy =
        "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
        + "connect-src 'self'; img-src 'self' data:; font-src 'self' data:; base-uri 'self'; "
        + "form-action 'none'; frame-ancestors 'none'"

    /// Adds `/docs` and `/docs/**`: the documentation site when ``WebHostConfiguration/docsRoot`` is set,
    /// else a 404 that says how to build it.
    func addDocsRoutes(to router: Router<BasicRequestContext>) {
        let root = configuration.docsRoot
        let handler: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            try Self.docsResponse(request.uri.path, root: root)
        }
        router.get("/docs", use: handler)
        router.get("/docs/**", use: handler)
    }

    /// The documentation file `path` names under `root`: only what ``DocsPath`` allows, only a regular file
    /// that resolves inside `root`, and at most ``DocsPath/maximumSize`` bytes.
    static func docsResponse(_ path: String, root: URL?) throws -> Response {
        guard let root else {
            throw HTTPError(
                .notFound,
                message:
                    "the documentation is not built: run scripts/docs in the package, then start apparch serve again")
        }
        let notFound = HTTPError(.notFound, message: "no such page in the documentation")
        guard let docs = DocsPath(requestPath: path) else { throw notFound }
        let contents: Data?
        do {
            contents = try RegularFile.contents(
                of: docs.url(in: root), under: root, maximumSize: DocsPath.maximumSize)
        } catch {
            throw HTTPError(.internalServerError, message: "\(docs.relativePath) could not be read")
        }
        guard let data = contents else { throw notFound }
        var headers = HTTPFields()
        headers[.contentType] = docs.contentType
        headers[.cacheControl] = "no-cache"
        headers[.contentSecurityPolicy] = docsContentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
