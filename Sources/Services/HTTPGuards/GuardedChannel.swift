public import HummingbirdCore
public import Logging
public import NIOCore

/// A server child channel that puts a ``ConnectionGate`` in front of another one (the HTTP/1 with
/// WebSocket upgrade channel of the web host, the plain HTTP/1 channel of `apparch api`), so its limits hold
/// from a connection's first byte.
public struct GuardedChannel<Wrapped: ServerChildChannel>: ServerChildChannel {
    public typealias Value = Wrapped.Value

    /// The channel behind the gate.
    public let wrapped: Wrapped
    /// The server's limits.
    public let limits: ConnectionGate.Limits

    /// Puts `wrapped` behind a gate with `limits`.
    public init(wrapped: Wrapped, limits: ConnectionGate.Limits) {
        self.wrapped = wrapped
        self.limits = limits
    }

    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = limits
        let wrapped = wrapped
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGate(limits: limits))
        }.flatMap { wrapped.setup(channel: channel, logger: logger) }
    }

    public func handle(value: Value, logger: Logger) async {
        await wrapped.handle(value: value, logger: logger)
    }
}
