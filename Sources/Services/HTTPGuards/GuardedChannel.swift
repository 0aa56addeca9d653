public import HummingbirdCore
public import Logging
public import NIOCore
import NIOHTTP1

/// A server child channel that puts a ``ConnectionGate`` in front of another one (the HTTP/1 with
/// WebSocket upgrade channel of the web host, the plain HTTP/1 channel of `apparch api`), so its limits hold
/// from a connection's first byte, and a ``RequestHeadGuard`` right behind its HTTP decoder, so a request
/// the decoder refuses is answered and closed the same way on every server.
///
/// A peer that stops reading is dropped after the limits' ``ConnectionGate/Limits/headTimeout`` wherever
/// the unread bytes wait: the gate closes a connection whose channel stays unwritable that long (the bytes
/// wait in the server), and the socket's `TCP_USER_TIMEOUT` has the kernel drop one whose sent bytes stay
/// unacknowledged that long (they fit the kernel's send buffer, several megabytes on loopback, so the channel
/// never stops being writable). A peer that vanishes is dropped by TCP keep-alive (see `ConnectionSocket`).
public struct GuardedChannel<Wrapped: ServerChildChannel>: ServerChildChannel {
    public typealias Value = Wrapped.Value

    /// The channel behind the gate.
    public let wrapped: Wrapped
    /// The server's limits.
    public let limits: ConnectionGate.Limits
    /// Whether a WebSocket upgrade may go ahead (see ``RequestHeadGuard``); nil lets the wrapped channel
    /// decide every one.
    public let admitsUpgrade: RequestHeadGuard.UpgradeAdmission?

    /// Puts `wrapped` behind a gate with `limits`.
    public init(
        wrapped: Wrapped, limits: ConnectionGate.Limits, admitsUpgrade: RequestHeadGuard.UpgradeAdmission? = nil
    ) {
        self.wrapped = wrapped
        self.limits = limits
        self.admitsUpgrade = admitsUpgrade
    }

    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = limits
        let wrapped = wrapped
        let admitsUpgrade = admitsUpgrade
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGate(limits: limits))
            try ConnectionSocket.configure(channel, headTimeout: limits.headTimeout)
        }.flatMap {
            wrapped.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(
                RequestHeadGuard(limits: limits, admitsUpgrade: admitsUpgrade), position: .after(decoder.handler))
            return value
        }
    }

    public func handle(value: Value, logger: Logger) async {
        await wrapped.handle(value: value, logger: logger)
    }
}
