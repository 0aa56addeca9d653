/// Which requests name this server: the `Host` of every request, and the `Origin` of WebSocket upgrades
/// and uploads.
///
/// `Host` must name the address the server was started on, or loopback, whatever it binds to: a server
/// bound to every interface (`0.0.0.0`, `::`) answers to this machine's own IP addresses, never to a
/// domain name, so a DNS-rebinding page (a domain that resolves to this machine) is refused on every
/// route. A browser sends `Origin` with every WebSocket upgrade and cross-origin POST; it must be `http://`
/// plus the request's own accepted `Host`. Requests without `Origin` come from programs, not pages, and
/// still need the access token.
public struct OriginPolicy: Sendable {
    /// The host the server binds.
    public let boundHost: String
    /// The names a wildcard-bound server answers to besides loopback: this machine's IP addresses.
    public let localAddresses: Set<String>

    /// Creates a policy for a server bound to `boundHost`.
    public init(boundHost: String) {
        self.init(boundHost: boundHost, localAddresses: Self.isWildcard(boundHost) ? LocalAddresses.current() : [])
    }

    /// Creates a policy with the machine's addresses given (tests).
    public init(boundHost: String, localAddresses: Set<String>) {
        self.boundHost = boundHost
        self.localAddresses = localAddresses
    }

    /// Whether a request with these headers may proceed.
    public func allows(origin: String?, host: String?) -> Bool {
        guard let host, allowsHost(host) else { return false }
        guard let origin else { return true }
        return origin.lowercased() == "http://" + host.lowercased()
    }

    /// Whether a `Host` header names this server.
    public func allowsHost(_ host: String) -> Bool {
        let name = Self.hostname(of: host.lowercased())
        if Self.loopbackNames.contains(name) { return true }
        let bound = boundHost.lowercased()
        if Self.isWildcard(bound) { return localAddresses.contains(name) }
        return name == bound || name == "[\(bound)]"
    }

    /// Whether `host` means every interface.
    public static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" || host == "[::]" }

    /// Whether `host` is a loopback address or name.
    public static func isLoopback(_ host: String) -> Bool {
        loopbackNames.contains(host.lowercased()) || loopbackNames.contains("[\(host.lowercased())]")
            || host.hasPrefix("127.")
    }

    public static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// The host part of `host:port` (IPv6 literals keep their brackets).
    public static func hostname(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[...close])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }
}
