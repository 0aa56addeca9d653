public import Foundation
import HTTPGuards

/// Where and how the web host listens.
public struct WebHostConfiguration: Sendable {
    /// The address to bind: loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (the URL printed says which).
    public var port: Int
    /// How long the window of a closed tab waits for the tab to come back, in seconds.
    public var idleGracePeriod: TimeInterval
    /// The secret every request must present (see ``AccessGuard``).
    public var token: AccessToken
    /// Seconds a connection may stay silent (no request, or a request whose headers stopped coming)
    /// before it is closed. WebSockets answer the server's pings, so open tabs are never idle; a peer that
    /// stops reading what it is sent for this long is closed too (see ``HTTPGuards/GuardedChannel``).
    public var idleTimeout: TimeInterval = 30
    /// The most connections served at once; more are answered `503` and closed.
    public var maximumConnections = 512
    /// The most bytes of request headers accepted (the request line included); more are answered `431`.
    public var maximumHeaderBytes = 16 * 1024
    /// Fixed documents served at their paths (see ``StaticPage``); the index links `/compare` when one is
    /// served there.
    public var pages: [StaticPage] = []
    /// The package root whose Swift files and READMEs are shown as text at `/source/<path>` (see
    /// ``SourcePath``), so the comparison's links into the code open; nil serves none.
    public var sourceRoot: URL?
    /// The documentation site `scripts/docs` builds (`.build/docs-site`), served at `/docs` (see ``DocsPath``)
    /// and linked from the index page; nil serves none, and `/docs` answers 404 saying how to build it.
    public var docsRoot: URL?
    /// The apps the live side-by-side view (`/compare/live`) can launch; none turns the view off.
    public var liveApps: [LiveApp] = []

    /// Creates a configuration; the defaults are `127.0.0.1:8080`, one minute of grace and a random token.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, idleGracePeriod: TimeInterval = 60,
        token: AccessToken = .random()
    ) {
        self.host = host
        self.port = port
        self.idleGracePeriod = idleGracePeriod
        self.token = token
    }

    /// Whether the server can be reached from other machines.
    public var isExposed: Bool { !OriginPolicy.isLoopback(host) }

    /// The address a browser on this machine opens for `port`: loopback for a server bound to every
    /// interface (a browser cannot open `0.0.0.0`), else the bound address.
    public func browserURL(port: Int) -> String {
        let shown =
            OriginPolicy.isWildcard(host)
            ? "127.0.0.1" : host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shown):\(port)/?token=\(token.value)"
    }
}
