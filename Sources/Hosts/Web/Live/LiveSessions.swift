public import Foundation
import Services
public import ViewKit

/// The live comparisons a server runs (`/compare/live`), bounded: at most ``maximumSessions`` at once
/// (starting another closes the one used least recently), and a session unused for ``idleTimeout`` is
/// closed. Each pane's app runs at a live mount of the ``MountRegistry`` (`live/<id>/<pattern>`) until
/// its session closes, which quits the apps and removes their data.
@MainActor
public final class LiveSessions {
    /// The apps, by name.
    public nonisolated let apps: [String: LiveApp]
    /// The most sessions open at once.
    public let maximumSessions: Int
    /// Seconds a session may go unused before it is closed.
    public let idleTimeout: TimeInterval

    private let registry: MountRegistry
    private var sessions: [String: LiveSession] = [:]
    private var sweepTimer: ClockTimer?

    /// Creates the sessions' keeper; nothing launches until ``start(app:patterns:)``.
    public init(
        apps: [LiveApp], registry: MountRegistry, maximumSessions: Int = 4, idleTimeout: TimeInterval = 900
    ) {
        var byName: [String: LiveApp] = [:]
        for app in apps { byName[app.name] = app }
        self.apps = byName
        self.registry = registry
        self.maximumSessions = max(1, maximumSessions)
        self.idleTimeout = idleTimeout
        guard !apps.isEmpty else { return }
        sweepTimer = registry.clock.scheduleTimer(interval: max(1, min(idleTimeout / 4, 60)), repeats: true) {
            [weak self] _ in self?.closeIdleSessions()
        }
    }

    /// The open sessions' ids.
    public var openSessionIDs: [String] { Array(sessions.keys) }

    /// The app and patterns a query names (`app=recordings&patterns=mvc,tea`), checked against the
    /// catalog.
    ///
    /// - Throws: ``LiveRequestError`` naming what is wrong: no or an unknown app, too few or too many
    ///   patterns, an unknown, repeated or networked pattern.
    public nonisolated func plan(
        app name: String?, patterns list: String?
    ) throws(LiveRequestError) -> (
        LiveApp, [AppPattern]
    ) {
        let choices = apps.keys.sorted().joined(separator: ", ")
        guard let name, !name.isEmpty else {
            throw LiveRequestError("Name an app: /compare/live?app=<app>&patterns=<p1>,<p2> (apps: \(choices)).")
        }
        guard let app = apps[name.lowercased()] else {
            throw LiveRequestError("There is no app \"\(name.prefix(40))\" to compare; choose one of: \(choices).")
        }
        let local = app.patterns.map(\.name).joined(separator: ", ")
        let requirement = "The live view needs 2–6 patterns of one app"
        guard app.patterns.count >= LiveSession.paneLimits.lowerBound else {
            throw LiveRequestError("\(requirement); \(app.name) has only \(local).")
        }
        let names = (list ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard LiveSession.paneLimits.contains(names.count) else {
            throw LiveRequestError("\(requirement), separated by commas; \(app.name) has \(local).")
        }
        var chosen: [AppPattern] = []
        for name in names {
            if app.serverPatterns.contains(name) {
                throw LiveRequestError(
                    "\(app.name)'s \(name) needs a server (apparch serve --server URL); the live view compares "
                        + "patterns that run on local data: \(local).")
            }
            guard let pattern = app.patterns.first(where: { $0.name == name }) else {
                throw LiveRequestError("\(app.name) has no pattern \"\(name.prefix(40))\"; choose from \(local).")
            }
            guard !chosen.contains(where: { $0.name == name }) else {
                throw LiveRequestError("\(name) is named twice; name each pattern once.")
            }
            chosen.append(pattern)
        }
        return (app, chosen)
    }

    /// Starts a comparison of the query's patterns, each on fresh data, closing the least recently used
    /// session when ``maximumSessions`` are open.
    ///
    /// - Throws: ``LiveRequestError`` for a query ``plan(app:patterns:)`` refuses (nothing launches), or a
    ///   pattern that cannot start (the panes started are closed again).
    public func start(app name: String?, patterns list: String?) throws(LiveRequestError) -> LiveSession {
        let (app, patterns) = try plan(app: name, patterns: list)
        guard !registry.isShutDown else { throw LiveRequestError(status: 503, "The server is stopping.") }
        closeIdleSessions()
        while sessions.count >= maximumSessions, let oldest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed }) {
            close(oldest.id, message: "A newer live comparison replaced this one; reload the page to start again.")
        }
        let id = SessionToken.make()
        var panes: [LivePane] = []
        do throws(LiveRequestError) {
            for pattern in patterns {
                let pane = try LivePane(
                    pattern: pattern, key: LiveSession.key(id: id, pattern: pattern.name),
                    title: "\(app.title) · \(pattern.name)")
                panes.append(pane)
                registry.addLiveHost(pane.host)
            }
        } catch {
            for pane in panes {
                registry.removeLiveHost(key: pane.host.mount.key)
                pane.close(message: "The live comparison could not start.")
            }
            throw error
        }
        let session = LiveSession(id: id, app: app, panes: panes, now: registry.clock.now)
        sessions[id] = session
        return session
    }

    /// The open session `id`, marked as used now.
    ///
    /// - Throws: ``LiveRequestError/unknownSession`` when it is closed or never existed.
    public func session(_ id: String) throws(LiveRequestError) -> LiveSession {
        guard let session = sessions[id] else { throw LiveRequestError.unknownSession }
        session.lastUsed = registry.clock.now
        return session
    }

    /// Relaunches every pane of the session `id` on fresh data, serving the new apps at the same keys.
    ///
    /// - Throws: ``LiveRequestError`` when the session is closed or a pane cannot start again (then the
    ///   session closes).
    public func reset(_ id: String) throws(LiveRequestError) {
        let session = try session(id)
        do {
            try session.reset()
        } catch {
            close(id, message: "The live comparison could not start again.")
            throw error
        }
        for pane in session.panes { registry.addLiveHost(pane.host) }
    }

    /// Closes the session `id`: its tabs are told `message`, its apps quit and their data is removed.
    public func close(_ id: String, message: String = "This live comparison was closed.") {
        guard let session = sessions.removeValue(forKey: id) else { return }
        for pane in session.panes { registry.removeLiveHost(key: pane.host.mount.key) }
        session.close(message: message)
    }

    /// Closes the sessions unused for ``idleTimeout``.
    public func closeIdleSessions() {
        let now = registry.clock.now
        for session in Array(sessions.values) where now.timeIntervalSince(session.lastUsed) >= idleTimeout {
            close(session.id, message: "This live comparison was idle and closed; reload the page to start again.")
        }
    }

    /// Closes every session (the server is stopping) and stops the idle sweep.
    public func closeAll(message: String) {
        sweepTimer?.invalidate()
        sweepTimer = nil
        for id in Array(sessions.keys) { close(id, message: message) }
    }
}
