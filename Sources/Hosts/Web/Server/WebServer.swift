import Foundation
public import HTTPGuards
public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import Services
import UnixSignals

/// The browser host: serves the client, one WebSocket per tab, audio files and uploads.
///
/// ```swift
/// let server = try await WebServer(configuration: .init(port: 8080), mounts: [todo], index: [])
/// try await server.run { url in print("Open \(url)") }   // until SIGINT or SIGTERM
/// ```
///
/// Routes: `/` (the main app, or the index of apps when there is none), `/<mount>` for other mounts,
/// `/static/app.css` and `/static/client/<module>.js`, `/ws?mount=<key>` (WebSocket; foreign origins
/// refused), `GET /audio/<UUID>.wav?mount=<key>` (range requests, regular files only) and
/// `POST /upload/<UUID>.wav?mount=<key>` (WAV only, at most 50 MB, only for a recording in progress), and
/// the state inspector's `/inspect/<mount>` routes (see `WebServer+Inspector.swift`), the configuration's
/// static pages at their paths, and the live side-by-side view's `/compare/live` routes (see
/// `WebServer+Live.swift`).
/// Every route needs the access token and a `Host` that names this server (``AccessGuard``).
public struct WebServer: Sendable {
    /// Where the server listens.
    public let configuration: WebHostConfiguration
    /// The apps.
    public let registry: MountRegistry
    /// The live side-by-side comparisons (`/compare/live`) of ``WebHostConfiguration/liveApps``.
    public let live: LiveSessions
    /// The index page's entries, used when no app is mounted at `/`.
    public let index: [WebIndexEntry]
    /// The host check of every request and the origin check for WebSocket upgrades and uploads.
    public let originPolicy: OriginPolicy
    /// The connection limits, shared by every connection, which also closes them all at shutdown.
    let limits: ConnectionGate.Limits
    let assets: StaticAssets

    /// Creates a server and launches the main app (mounted at `""`), so a document that cannot be opened
    /// stops the server before it listens.
    ///
    /// - Throws: ``WebHostError`` when the client's resources are missing or the main app cannot start.
    @MainActor
    public init(
        configuration: WebHostConfiguration,
        mounts: [WebMount],
        index: [WebIndexEntry],
        registry: MountRegistry? = nil
    ) throws(WebHostError) {
        self.configuration = configuration
        self.index = index
        self.registry =
            registry
            ?? MountRegistry(mounts: mounts, clock: SystemClock(), idleGracePeriod: configuration.idleGracePeriod)
        live = LiveSessions(apps: configuration.liveApps, registry: self.registry)
        originPolicy = OriginPolicy(boundHost: configuration.host)
        limits = ConnectionGate.Limits(
            maximumConnections: configuration.maximumConnections, maximumHeadBytes: configuration.maximumHeaderBytes,
            headTimeout: .milliseconds(Int64(configuration.idleTimeout * 1000)))
        assets = try StaticAssets.load()
        // Every data folder exists, is the person's own and is private before anything is served from it.
        for mount in mounts {
            do {
                try DataDirectory.ensureExists(mount.dataDirectory)
            } catch {
                throw WebHostError("\(mount.title) cannot keep its data: \(error.description)")
            }
        }
        if self.registry.mounts[""] != nil { _ = try self.registry.host(for: "") }
    }

    /// Builds the application; `onRunning` gets the URL to open once the socket is bound.
    public func makeApplication(
        onRunning: @escaping @Sendable (String) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "apparch.web.http")
        // NB: Hummingbird logs every connection closed before its first request (an idle browser
        // preconnect, a timed-out peer) as an error; those are the limits working, not failures.
        logger.logLevel = .critical
        let configuration = configuration
        let router = makeRouter()
        let headerLimit = configuration.maximumHeaderBytes
        let idleTimeout = TimeAmount.milliseconds(Int64(configuration.idleTimeout * 1000))
        let limits = limits
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: idleTimeout,
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: headerLimit, maxHeaderListSize: headerLimit, maxHeaderFieldCount: 100))
        // NB: a peer that ignores the close handshake is dropped after a second, so shutdown never waits on it.
        // No pings: TCP keep-alive drops a tab that vanished (ConnectionSocket), where a ping loop would cost
        // every open tab a task of its own (about 3 KiB).
        let ws = WebSocketServerConfiguration(
            maxFrameSize: TabSocket.maximumFrameSize, autoPing: .disabled, closeTimeout: TabSocket.closeTimeout)
        return Application(
            router: router,
            server: HTTPServerBuilder { [token = configuration.token, policy = originPolicy, registry] responder in
                GuardedChannel(
                    wrapped: HTTP1WebSocketUpgradeChannel(
                        responder: responder, configuration: .init(http1: http1, ws: ws),
                        shouldUpgrade: { head, channel, _ in
                            Self.webSocketUpgrade(
                                head, channel: channel, token: token, policy: policy, registry: registry)
                        }),
                    limits: limits,
                    admitsUpgrade: { head in AccessDecision.decide(head, token: token, policy: policy) == .allow })
            },
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "apparch"),
            onServerRunning: { channel in
                onRunning(configuration.browserURL(port: channel.localAddress?.port ?? configuration.port))
            },
            logger: logger
        )
    }

    /// Serves until SIGINT or SIGTERM, then tells open tabs the server is going away, saves the tabs' windows
    /// of every mount that keeps them (``WindowRestoration``), quits the apps (they get their background and
    /// terminate events and save) and closes the sockets.
    ///
    /// - Throws: ``WebHostError`` when the address cannot be bound (a busy port, say).
    public func run(onRunning: @escaping @Sendable (String) -> Void) async throws(WebHostError) {
        var logger = Logger(label: "apparch.web")
        logger.logLevel = .warning
        let application = makeApplication(onRunning: onRunning)
        var groupConfiguration = ServiceGroupConfiguration(
            services: [application, ShutdownService(registry: registry, live: live, limits: limits)],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger)
        // NB: the apps have saved before the sockets close (ShutdownService goes first); peers that hold
        // their connections open (idle, half-sent headers, ignored close handshakes) cannot keep the
        // process alive past these limits.
        groupConfiguration.maximumGracefulShutdownDuration = .milliseconds(1500)
        let group = ServiceGroup(configuration: groupConfiguration)
        do {
            try await group.run()
        } catch {
            // NB: the shutdown that was asked for cancelled connections that would not close: not a failure.
            if await registry.isShutDown { return }
            await registry.shutdownAll(message: "The server stopped.")
            await live.closeAll(message: "The server stopped.")
            let text = "\(error)"
            if text.contains("Address already in use") || text.contains("EADDRINUSE") {
                throw WebHostError(
                    "port \(configuration.port) on \(configuration.host) is in use; stop the other server or pick "
                        + "another port with --port")
            }
            throw WebHostError("the server stopped: \(text)")
        }
    }
}

/// Waits for graceful shutdown, then says goodbye to the tabs and quits the apps before the HTTP server
/// closes the sockets (services shut down in reverse order).
private struct ShutdownService: Service {
    let registry: MountRegistry
    let live: LiveSessions
    let limits: ConnectionGate.Limits

    func run() async throws {
        try? await gracefulShutdown()
        await registry.shutdownAll(message: "The server stopped. This page reconnects when it is back.")
        // NB: the live panes' apps quit with the others above; this removes their data folders.
        await live.closeAll(message: "The server stopped.")
        // NB: the tabs get a moment to receive the goodbye; then every connection closes, so a peer that
        // never finishes its request or ignores the close handshake cannot hold the process.
        try? await Task.sleep(for: .milliseconds(300))
        limits.closeAll()
    }
}
