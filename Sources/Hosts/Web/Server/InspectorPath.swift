/// Where a request to the state inspector goes: the mount and the endpoint, read from a path under
/// `/inspect` (`/inspect` itself for the app mounted at `""`, `/inspect/<mount>` for the others).
struct InspectorPath: Equatable {
    /// The endpoints under `/inspect/<mount>`.
    enum Endpoint: String, CaseIterable {
        /// The page itself.
        case page = ""
        /// `GET …/state`: the inspection as JSON.
        case state
        /// `POST …/travel` with `{"index": N}`.
        case travel
        /// `GET …/export`: both states as a JSON download.
        case export
        /// `POST …/load` with a state as JSON.
        case load

        /// Whether the endpoint changes the app (and so is a POST).
        var isChange: Bool { self == .travel || self == .load }
    }

    /// The mount key.
    let mount: String
    /// The endpoint.
    let endpoint: Endpoint

    /// The prefix of every inspector path.
    static let prefix = "/inspect"

    /// Reads `path`; nil when it names no mount of `mounts` or no endpoint.
    init?(_ path: String, mounts: some Collection<String>) {
        guard path == Self.prefix || path.hasPrefix(Self.prefix + "/") else { return nil }
        let rest = path.dropFirst(Self.prefix.count).split(separator: "/").joined(separator: "/")
        if mounts.contains(rest) {
            self.init(mount: rest, endpoint: .page)
            return
        }
        let parts = rest.split(separator: "/")
        guard let last = parts.last, let endpoint = Endpoint(rawValue: String(last)), endpoint != .page else {
            return nil
        }
        let key = parts.dropLast().joined(separator: "/")
        guard mounts.contains(key) else { return nil }
        self.init(mount: key, endpoint: endpoint)
    }

    private init(mount: String, endpoint: Endpoint) {
        self.mount = mount
        self.endpoint = endpoint
    }
}
