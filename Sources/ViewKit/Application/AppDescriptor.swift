/// An app the product can run, with the patterns it is built in: what `apparch list` prints and what
/// hosts launch.
public struct AppDescriptor: Sendable {
    /// The command-line name ("todo", "recordings").
    public let name: String
    /// A one-line description.
    public let summary: String
    /// The patterns the app is built in; the first is the default.
    public let patterns: [AppPattern]

    /// Creates a descriptor; `patterns` must not be empty.
    public init(name: String, summary: String, patterns: [AppPattern]) {
        self.name = name
        self.summary = summary
        self.patterns = patterns
    }

    /// The pattern named `name` (case-insensitive), or the default when `name` is nil.
    public func pattern(named name: String?) -> AppPattern? {
        guard let name else { return patterns.first }
        return patterns.first { $0.name.lowercased() == name.lowercased() }
    }
}
