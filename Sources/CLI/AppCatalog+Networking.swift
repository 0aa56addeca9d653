import RecordingsControllerOwned
import RecordingsCore
import RecordingsModelOwned
import RecordingsRemote
public import ViewKit

extension AppCatalog {
    /// The names of the Recordings patterns that talk to a server (`apparch api recordings`).
    static let networkedPatterns = ["controller-owned", "model-owned"]

    /// The catalog's entry for a networked pattern: listed with its summary, and refusing to start
    /// without a server (the command line replaces it with ``networkPattern(app:pattern:server:token:)``).
    static func unconfiguredNetworkPattern(_ name: String, summary: String) -> AppPattern {
        AppPattern(name: name, summary: summary + "; needs --server") { _ in
            throw CLIError("recordings --pattern \(name) needs a server: --server URL (see `apparch api recordings`)")
        }
    }

    /// Whether `pattern` needs a server.
    public static func needsServer(_ pattern: AppPattern) -> Bool {
        networkedPatterns.contains(pattern.name)
    }

    /// The networked Recordings pattern configured for `server` (`--server`, with `--server-token`), or nil
    /// when no server was given for a pattern that needs none.
    ///
    /// - Throws: ``CLIError`` when a networked pattern has no server, a server is given to another pattern,
    ///   or the address cannot be used.
    @MainActor
    public static func networkPattern(
        app: AppDescriptor, pattern: AppPattern, server: String?, token: String?
    ) throws(CLIError) -> AppPattern? {
        let isNetworked = app.name == "recordings" && needsServer(pattern)
        guard let server else {
            if isNetworked {
                throw CLIError(
                    "recordings --pattern \(pattern.name) needs a server: --server URL (start one with `apparch api "
                        + "recordings`, which prints the URL)")
            }
            if token != nil { throw CLIError("--server-token needs --server") }
            return nil
        }
        guard isNetworked else {
            throw CLIError("--server applies to recordings --pattern \(networkedPatterns.joined(separator: " or "))")
        }
        let remote: RemoteLibrary
        do {
            remote = try RemoteLibrary(address: server, token: token)
        } catch {
            throw CLIError(error.description)
        }
        switch pattern.name {
        case "model-owned": return RecordingsModelOwnedApp.pattern(server: remote)
        default: return RecordingsControllerOwnedApp.pattern(server: remote)
        }
    }
}
