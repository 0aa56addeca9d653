import ViewKit

extension AppCatalog {
    /// The catalog's entry for a networked Recordings pattern: listed with its summary, and refusing to
    /// start without a server (the command line launches it through ``AppLaunch``, which gives it one).
    static func unconfiguredNetworkPattern(_ pattern: PatternName, summary: String) -> AppPattern {
        AppPattern(name: pattern.rawValue, summary: summary + "; needs --server") { _ in
            throw AppLaunch.serverNeeded(app: .recordings, pattern: pattern)
        }
    }
}
