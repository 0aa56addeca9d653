#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The IP addresses of this machine's network interfaces, as a browser writes them in `Host`
/// (`192.168.1.5`, `[fe80::1]`): the names a server bound to every interface answers to.
public enum LocalAddresses {
    /// The addresses now, lowercased; empty when the system does not say.
    public static func current() -> Set<String> {
        var result: Set<String> = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return result }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr else { continue }
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    var raw = ipv4.pointee.sin_addr
                    if let text = text(of: &raw, family: AF_INET) { result.insert(text) }
                }
            case AF_INET6:
                address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                    var raw = ipv6.pointee.sin6_addr
                    if let text = text(of: &raw, family: AF_INET6) { result.insert("[\(text.lowercased())]") }
                }
            default:
                continue
            }
        }
        return result
    }

    /// The printed form of the address at `raw` (an `in_addr` or `in6_addr`), or nil.
    private static func text(of raw: UnsafeRawPointer, family: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        guard inet_ntop(family, raw, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    }
}
