public import Foundation

/// Where apps keep their documents: `$XDG_DATA_HOME/apparch/<app>/<pattern>`, or
/// `~/.local/share/apparch/<app>/<pattern>` when `XDG_DATA_HOME` is unset; `--data-dir` overrides it.
public enum DataDirectory {
    /// The default directory for `app` in `pattern`.
    ///
    /// - Parameter environment: the process environment (injectable for tests).
    public static func `default`(
        app: String,
        pattern: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        var url = base.appendingPathComponent("apparch", isDirectory: true)
            .appendingPathComponent(app, isDirectory: true)
        if let pattern { url = url.appendingPathComponent(pattern, isDirectory: true) }
        return url
    }

    /// Creates `url` and its parents when missing.
    ///
    /// - Throws: ``PersistenceError`` `.directoryUnavailable` when it cannot be created or is a file.
    public static func ensureExists(_ url: URL) throws(PersistenceError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw PersistenceError(.directoryUnavailable(path: url.path, reason: "a file is in the way"))
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw PersistenceError(.directoryUnavailable(path: url.path, reason: "\(error.localizedDescription)"))
        }
    }
}
