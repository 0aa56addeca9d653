import ServiceLifecycle

/// Waits for the shutdown signal, gives requests in flight a moment, then closes every connection still
/// open, whatever its peer does (services stop in reverse order, so this runs before the server's own
/// graceful close).
struct ConnectionCloser: Service {
    let limits: ConnectionGate.Limits

    func run() async throws {
        try? await gracefulShutdown()
        try? await Task.sleep(for: .milliseconds(500))
        limits.closeAll()
    }
}
