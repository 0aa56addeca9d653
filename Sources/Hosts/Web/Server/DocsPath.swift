public import Foundation

/// A file of the documentation site (built by `scripts/docs`) that the web host serves at `/docs/<path>`:
/// plain path components (no `.`, `..`, hidden, empty or backslash component, after percent-decoding), and
/// only the file kinds a DocC site is made of; any other path names a folder, served as its `index.html`.
public struct DocsPath: Sendable, Equatable {
    /// The URL prefix the site is served under.
    public static let prefix = "/docs"
    /// The content type of each file kind served; anything else is refused.
    public static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "txt": "text/plain; charset=utf-8",
    ]
    /// The largest file served, in bytes (a module's navigation index is the largest file of a site).
    public static let maximumSize = 64 << 20

    /// The path from the site's root, components joined with `/`; empty for the site's index.
    public let relativePath: String
    /// Whether the request names a folder (no served file extension), served as its `index.html`.
    public let isFolder: Bool

    /// The file a request path names (`/docs/ViewKit/documentation/viewkit`), or nil for anything else.
    public init?(requestPath: String) {
        guard requestPath == Self.prefix || requestPath.hasPrefix(Self.prefix + "/"),
            let decoded = String(requestPath.dropFirst(Self.prefix.count)).removingPercentEncoding
        else { return nil }
        var components = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if components.last == "" { components = components.dropLast() }
        guard
            components.allSatisfy({
                !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") && !$0.contains("\0")
            })
        else { return nil }
        relativePath = components.joined(separator: "/")
        isFolder = Self.fileKind(of: relativePath) == nil
    }

    /// The content type of `path`'s file kind, or nil when its last component has no served extension (then
    /// it names a folder: DocC's page folders may hold a dot, as `code-swift.enum`).
    static func fileKind(of path: String) -> String? {
        let last = path.split(separator: "/").last ?? ""
        guard let dot = last.lastIndex(of: ".") else { return nil }
        return contentTypes[String(last[last.index(after: dot)...]).lowercased()]
    }

    /// The file's location under `root`: the file itself, or a folder's `index.html`.
    public func url(in root: URL) -> URL {
        let base = relativePath.isEmpty ? root : root.appendingPathComponent(relativePath, isDirectory: isFolder)
        return isFolder ? base.appendingPathComponent("index.html", isDirectory: false) : base
    }

    /// The content type of the file ``url(in:)`` names.
    public var contentType: String {
        Self.fileKind(of: isFolder ? "index.html" : relativePath) ?? "application/octet-stream"
    }
}
