/// Which pages may open a WebSocket or upload: only pages this server served.
///
/// A browser sends `Origin` with every WebSocket upgrade and cross-origin POST. The policy accepts an
/// origin only when it is `http://` plus the request's own `Host`, and that host names this machine
/// (loopback or the address the server was told to bind), which also defeats DNS-rebinding pages whose
/// origin and host agree but name another site. Requests without `Origin` come from programs, not pages,
/// and are accepted.
public struct OriginPolicy: Sendable {
    /// The host the server binds.
    public let boundHost: String

    /// Creates a policy for a server bound to `boundHost`.
    public init(boundHost: String) { self.boundHost = boundHost }

    /// Whether a request with these headers may proceed.
    public func allows(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard let host, allowsHost(host) else { return false }
        return origin.lowercased() == "http://" + host.lowercased()
    }

    /// Whether a `Host` header names this server.
    public func allowsHost(_ host: String) -> Bool {
        let name = Self.hostname(of: host.lowercased())
        if ["127.0.0.1", "localhost", "[::1]"].contains(name) { return true }
        if boundHost == "0.0.0.0" || boundHost == "::" { return true }
        return name == boundHost.lowercased() || name == "[\(boundHost.lowercased())]"
    }

    /// The host part of `host:port` (IPv6 literals keep their brackets).
    static func hostname(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[...close])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }
}
