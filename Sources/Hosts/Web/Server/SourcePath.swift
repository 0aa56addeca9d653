public import Foundation

/// A file of the package's source tree that the web host may show at `/source/<path>`, so the comparison
/// page's links into the code open in the browser: a Swift file or a README under `Sources` or `Tests`,
/// addressed by plain path components (no `.`, `..`, hidden or empty component).
public struct SourcePath: Sendable, Equatable {
    /// The URL prefix the files are served under.
    public static let prefix = "/source/"
    /// The top-level folders that may be shown.
    public static let folders: Set<String> = ["Sources", "Tests"]
    /// The file kinds that may be shown.
    public static let extensions: Set<String> = ["swift", "md"]
    /// The largest file shown, in bytes.
    public static let maximumSize = 1 << 20

    /// The path from the package root, components joined with `/`.
    public let relativePath: String

    /// The source file a request path names (`/source/Sources/Eight/MVC/MVCRowViewController.swift`), or nil
    /// for anything else.
    public init?(requestPath: String) {
        guard requestPath.hasPrefix(Self.prefix) else { return nil }
        let components = requestPath.dropFirst(Self.prefix.count).split(
            separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2, let first = components.first, Self.folders.contains(String(first)),
            components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") && !$0.contains("%") }),
            let last = components.last, let dot = last.lastIndex(of: "."),
            Self.extensions.contains(String(last[last.index(after: dot)...]))
        else { return nil }
        relativePath = components.joined(separator: "/")
    }

    /// The file's location under `root`.
    public func url(in root: URL) -> URL {
        root.appendingPathComponent(relativePath, isDirectory: false)
    }
}
