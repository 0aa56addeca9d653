public import Foundation

/// Where and how the web host listens.
public struct WebHostConfiguration: Sendable {
    /// The address to bind: loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (the URL printed says which).
    public var port: Int
    /// How long the window of a closed tab waits for the tab to come back, in seconds.
    public var idleGracePeriod: TimeInterval

    /// Creates a configuration; the defaults are `127.0.0.1:8080` and one minute of grace.
    public init(host: String = "127.0.0.1", port: Int = 8080, idleGracePeriod: TimeInterval = 60) {
        self.host = host
        self.port = port
        self.idleGracePeriod = idleGracePeriod
    }
}
