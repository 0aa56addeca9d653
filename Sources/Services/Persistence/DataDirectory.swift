public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where apps keep their documents: `$XDG_DATA_HOME/apparch/<app>/<pattern>`, or
/// `~/.local/share/apparch/<app>/<pattern>` when `XDG_DATA_HOME` is unset; `--data-dir` overrides it.
public enum DataDirectory {
    /// The default directory for `app` in `pattern`.
    ///
    /// - Parameters:
    ///   - app: the app's name, as `apparch` spells it.
    ///   - pattern: the pattern's folder; nil keeps the data in the app's folder itself.
    ///   - environment: the process environment (injectable for tests).
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

    /// Creates `url` and its missing parents, readable by their owner only (`0700`), and makes sure the
    /// folder is the person's own: one that belongs to another user, or that is a link, is refused, so
    /// nobody can prepare the folder an app will write to; an existing folder of the person's that others
    /// can read is narrowed to `0700`.
    ///
    /// - Throws: ``PersistenceError`` `.directoryUnavailable` when it cannot be created, is a file or a
    ///   link, or belongs to another user.
    public static func ensureExists(_ url: URL) throws(PersistenceError) {
        var status = stat()
        if lstat(url.path, &status) != 0 {
            do {
                try FileManager.default.createDirectory(
                    at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw PersistenceError(.directoryUnavailable(path: url.path, reason: "\(error.localizedDescription)"))
            }
            guard lstat(url.path, &status) == 0 else {
                let reason = FileDescriptor.systemMessage()
                throw PersistenceError(.directoryUnavailable(path: url.path, reason: reason))
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK:
            throw PersistenceError(
                .directoryUnavailable(path: url.path, reason: "it is a symbolic link; use the folder it points to"))
        default:
            throw PersistenceError(.directoryUnavailable(path: url.path, reason: "a file is in the way"))
        }
        guard status.st_uid == geteuid() else {
            throw PersistenceError(
                .directoryUnavailable(
                    path: url.path, reason: "it belongs to another user; choose a folder of your own with --data-dir"))
        }
        if status.st_mode & 0o077 != 0, chmod(url.path, 0o700) != 0 {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.directoryUnavailable(path: url.path, reason: reason))
        }
    }

    /// Flushes the directory's entries to disk, so a file renamed or created in it survives a power cut
    /// before anything that depends on it (for example a journal emptied after its snapshot) is done.
    ///
    /// - Throws: ``PersistenceError`` `.writeFailed` when the directory cannot be opened or flushed.
    public static func flush(_ url: URL) throws(PersistenceError) {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.writeFailed(path: url.path, reason: reason))
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.writeFailed(path: url.path, reason: reason))
        }
    }
}
