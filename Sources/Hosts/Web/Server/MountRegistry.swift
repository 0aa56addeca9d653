public import Foundation
public import Services
import Synchronization

/// The apps a server serves, by mount key, launched on first use (the main app at start).
///
/// The WebSocket and HTTP handlers reach the apps only through this registry's main-actor methods, whose
/// arguments are plain `Sendable` values.
@MainActor
public final class MountRegistry {
    /// The mounts, by key; readable from any isolation.
    public nonisolated let mounts: [String: WebMount]
    /// The clock every app runs on.
    public let clock: any Clock
    /// How long the windows of closed tabs are kept.
    public let idleGracePeriod: TimeInterval

    private var hosts: [String: AppHost] = [:]
    /// The mounts of live hosts (``addLiveHost(_:)``), readable from any isolation.
    private nonisolated let liveMounts = Mutex<[String: WebMount]>([:])
    /// Whether ``shutdownAll(message:)`` ran: the apps quit and saved.
    public private(set) var isShutDown = false

    /// Creates a registry; nothing launches until ``host(for:)``.
    public init(mounts: [WebMount], clock: any Clock, idleGracePeriod: TimeInterval) {
        var byKey: [String: WebMount] = [:]
        for mount in mounts { byKey[mount.key] = mount }
        self.mounts = byKey
        self.clock = clock
        self.idleGracePeriod = idleGracePeriod
    }

    /// The mount served at `key`: a static mount or a live host's; readable from any isolation.
    public nonisolated func mount(forKey key: String) -> WebMount? {
        mounts[key] ?? liveMounts.withLock { $0[key] }
    }

    /// Serves `host` at its mount's key until ``removeLiveHost(key:)``: a mount created on demand (the
    /// live view's panes), replacing the host served there before.
    public func addLiveHost(_ host: AppHost) {
        hosts[host.mount.key] = host
        liveMounts.withLock { $0[host.mount.key] = host.mount }
    }

    /// Stops serving the live host at `key` (its tabs' next messages are refused); the caller shuts it down.
    public func removeLiveHost(key: String) {
        guard mounts[key] == nil else { return }
        hosts[key] = nil
        _ = liveMounts.withLock { $0.removeValue(forKey: key) }
    }

    /// The running host of the mount `key`, launching its app on first use.
    ///
    /// - Throws: ``WebHostError`` for an unknown key, a server that is shutting down, or an app that cannot
    ///   start (the message says why).
    public func host(for key: String) throws(WebHostError) -> AppHost {
        if let host = hosts[key] { return host }
        guard !isShutDown else { throw WebHostError("the server is shutting down") }
        guard let mount = mounts[key] else { throw WebHostError("no app is served at /\(key)") }
        do {
            let host = try AppHost(mount: mount, clock: clock, idleGracePeriod: idleGracePeriod)
            hosts[key] = host
            return host
        } catch {
            throw WebHostError("\(mount.title) could not start: \(error)")
        }
    }

    /// The launched hosts.
    public var launchedHosts: [AppHost] { Array(hosts.values) }

    // MARK: Connections

    /// Passes a tab's message to the app at `mount`; replies with an error when the app cannot start.
    public func receive(_ text: String, mount key: String, from connection: ClientConnection) {
        do {
            try host(for: key).receive(text, from: connection)
        } catch {
            connection.send(#"{"type":"error","message":"the app could not start; see the server's log"}"#)
        }
    }

    /// Tells the app at `mount` that a tab's connection ended.
    public func disconnected(_ connection: ClientConnection, mount key: String) {
        hosts[key]?.disconnected(connection)
    }

    // MARK: Uploads

    /// Whether a recorder of the app at `mount` waits for `name`.
    public func expectsUpload(_ name: AudioFileName, mount key: String) -> Bool {
        hosts[key]?.audio.expectsUpload(name) ?? false
    }

    /// Stores an uploaded recording for the app at `mount`; see ``BrowserAudioBackend/acceptUpload(_:for:)``.
    ///
    /// The tabs are updated whatever the outcome: a refused take closes its record screen at once.
    public func acceptUpload(_ data: Data, for name: AudioFileName, mount key: String) throws(UploadError) {
        guard let host = hosts[key] else { throw UploadError(.notExpected) }
        try host.updatingTabs { () throws(UploadError) in try host.audio.acceptUpload(data, for: name) }
    }

    /// Fails the recording waiting for `name` (its upload was too large to read), so its record screen
    /// closes at once, and updates the tabs.
    public func refuseUpload(_ name: AudioFileName, mount key: String) {
        guard let host = hosts[key] else { return }
        host.updatingTabs { host.audio.refuseUpload(name) }
    }

    // MARK: Shutdown

    /// Tells every tab the server is going away and quits every app (they save). Idempotent.
    public func shutdownAll(message: String) {
        guard !isShutDown else { return }
        isShutDown = true
        for host in hosts.values { host.shutdown(message: message) }
    }
}
