public import HTTPGuards

/// Where and how `apparch api koober` serves: the address and the web host's limits. Koober Cloud has no
/// server-wide token: its endpoints authenticate accounts.
public struct KooberCloudConfiguration: Sendable {
    /// The port Koober Cloud listens on unless told otherwise (the clients' example address).
    public static let defaultPort = 8082

    /// The address and limits.
    public var settings: APIServerSettings

    /// Creates a configuration; the web host's limits unless `settings` says otherwise.
    public init(settings: APIServerSettings = APIServerSettings(port: KooberCloudConfiguration.defaultPort)) {
        self.settings = settings
    }
}
