import HummingbirdCore
import Logging
import NIOCore

/// A server child channel that puts a ``ConnectionGate`` in front of another one (the HTTP/1 with
/// WebSocket upgrade channel), so its limits hold from a connection's first byte.
struct GuardedChannel<Wrapped: ServerChildChannel>: ServerChildChannel {
    typealias Value = Wrapped.Value

    let wrapped: Wrapped
    let limits: ConnectionGate.Limits

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = limits
        let wrapped = wrapped
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGate(limits: limits))
        }.flatMap { wrapped.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        await wrapped.handle(value: value, logger: logger)
    }
}
