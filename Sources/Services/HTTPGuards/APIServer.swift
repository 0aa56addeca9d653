public import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
public import ServiceLifecycle
public import UnixSignals

/// The HTTP host of the `apparch api` servers: a router served with the web host's limits in front of it
/// (connections over the cap get `503` unless an idle one can make room, heads over the header limit
/// `431`, malformed requests `400`, `501` or `505` and a closed connection, a connection idle for the
/// timeout, slow to send its first head or to read what it is sent, is closed), stopped promptly on a signal.
public enum APIServer {
    /// Builds the HTTP application serving `router`; `onRunning` gets the base URL once the socket is bound.
    ///
    /// - Returns: the application and the limits its connections share (``makeServiceGroup(router:settings:signals:onRunning:)``
    ///   closes whatever is still open with them at shutdown).
    public static func makeApplication<Context: RequestContext>(
        router: Router<Context>, settings: APIServerSettings, onRunning: @escaping @Sendable (String) -> Void = { _ in }
    ) -> (application: some ApplicationProtocol, limits: ConnectionGate.Limits)
    where Context.Source == ApplicationRequestContextSource {
        var logger = Logger(label: "apparch.api")
        // NB: Hummingbird logs connections closed before their first request (the limits working) as errors.
        logger.logLevel = .critical
        let timeout = TimeAmount.milliseconds(Int64(settings.idleTimeout * 1000))
        let limits = ConnectionGate.Limits(
            maximumConnections: settings.maximumConnections, maximumHeadBytes: settings.maximumHeaderBytes,
            headTimeout: timeout)
        let headerLimit = settings.maximumHeaderBytes
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: timeout,
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: headerLimit, maxHeaderListSize: headerLimit, maxHeaderFieldCount: 100))
        let host = settings.host
        let port = settings.port
        let application = Application(
            router: router,
            server: HTTPServerBuilder { responder in
                GuardedChannel(wrapped: HTTP1Channel(responder: responder, configuration: http1), limits: limits)
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "apparch-api"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shown = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shown):\(bound)/")
            },
            logger: logger)
        return (application, limits)
    }

    /// The server as a service group: the application, and a service that closes whatever connections
    /// are still open shortly after a graceful shutdown begins (on one of `signals`, or when triggered).
    public static func makeServiceGroup<Context: RequestContext>(
        router: Router<Context>, settings: APIServerSettings, signals: [UnixSignal],
        onRunning: @escaping @Sendable (String) -> Void
    ) -> ServiceGroup where Context.Source == ApplicationRequestContextSource {
        var logger = Logger(label: "apparch.api")
        logger.logLevel = .warning
        let (application, limits) = makeApplication(router: router, settings: settings, onRunning: onRunning)
        var configuration = ServiceGroupConfiguration(
            services: [application, ConnectionCloser(limits: limits)], gracefulShutdownSignals: signals,
            logger: logger)
        // NB: requests in flight get a moment to finish; a peer that holds its connection open cannot keep
        // the process alive past it.
        configuration.maximumGracefulShutdownDuration = .milliseconds(1500)
        return ServiceGroup(configuration: configuration)
    }

    /// Serves `router` until SIGINT or SIGTERM, then runs `closing` (to close the server's database),
    /// whether serving ended well or not.
    ///
    /// - Throws: when the address cannot be bound (the error of `closing` is then not reported: the first
    ///   failure is the one a person needs), or what `closing` throws.
    public static func run<Context: RequestContext>(
        router: Router<Context>, settings: APIServerSettings, onRunning: @escaping @Sendable (String) -> Void,
        closing: @Sendable () async throws -> Void
    ) async throws where Context.Source == ApplicationRequestContextSource {
        let group = makeServiceGroup(
            router: router, settings: settings, signals: [.sigterm, .sigint], onRunning: onRunning)
        do {
            try await group.run()
        } catch {
            try? await closing()
            throw error
        }
        try await closing()
    }
}
