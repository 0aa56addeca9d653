public import HummingbirdCore
public import Logging
public import NIOCore
import NIOHTTP1

#if canImport(Glibc)
import Glibc
#endif

/// A server child channel that puts a ``ConnectionGate`` in front of another one (the HTTP/1 with
/// WebSocket upgrade channel of the web host, the plain HTTP/1 channel of `apparch api`), so its limits hold
/// from a connection's first byte, and a ``RequestHeadGuard`` right behind its HTTP decoder, so a request
/// the decoder refuses is answered and closed the same way on every server.
///
/// A peer that stops reading is dropped after the limits' ``ConnectionGate/Limits/headTimeout`` wherever
/// the unread bytes wait: the gate closes a connection whose channel stays unwritable that long (the bytes
/// wait in the server), and the socket's `TCP_USER_TIMEOUT` has the kernel drop one whose sent bytes stay
/// unacknowledged that long (they fit the kernel's send buffer, several megabytes on loopback, so the channel
/// never stops being writable).
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
            try Self.dropPeersThatStopReading(channel, after: limits.headTimeout)
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

    /// Sets `TCP_USER_TIMEOUT` on a TCP connection: bytes sent and not acknowledged for `timeout` (the peer's
    /// window stays shut because it does not read) make the kernel reset the connection. Other channels (a
    /// Unix socket, an embedded channel in tests) have no such option and are left as they are.
    static func dropPeersThatStopReading(_ channel: any Channel, after timeout: TimeAmount) throws {
        switch channel.localAddress {
        case .v4?, .v6?: break
        default: return
        }
        guard let options = channel.syncOptions else { return }
        let userTimeout = ChannelOptions.Types.SocketOption(
            level: .tcp, name: NIOBSDSocket.Option(rawValue: CInt(TCP_USER_TIMEOUT)))
        let milliseconds = max(1, min(Int64(CInt.max), timeout.nanoseconds / 1_000_000))
        try options.setOption(userTimeout, value: SocketOptionValue(milliseconds))
    }

    public func handle(value: Value, logger: Logger) async {
        await wrapped.handle(value: value, logger: logger)
    }
}
