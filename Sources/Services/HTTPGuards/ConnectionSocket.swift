import NIOCore

#if canImport(Glibc)
import Glibc
#endif

/// The socket options every accepted connection gets before its first byte is read: how the kernel drops a
/// peer that stops reading or vanishes, and how large a buffer a read starts with.
enum ConnectionSocket {
    /// The seconds a TCP connection stays silent before keep-alive probes its peer.
    static let keepAliveIdle = 20
    /// The seconds between two keep-alive probes.
    static let keepAliveInterval = 5
    /// The unanswered probes after which the kernel resets the connection.
    static let keepAliveProbes = 3
    /// The size of a connection's first read buffer, in bytes.
    static let initialReadBuffer = 512

    /// Sets the options on `channel`: on a TCP connection `TCP_USER_TIMEOUT` at `headTimeout` and
    /// keep-alive; on every connection the read buffers. Other channels (a Unix socket, an embedded channel in
    /// tests) have no TCP options and get none.
    ///
    /// - `TCP_USER_TIMEOUT`: bytes sent and not acknowledged for `headTimeout` (the peer's window stays shut
    ///   because it does not read) make the kernel reset the connection.
    /// - Keep-alive: after ``keepAliveIdle`` seconds without a byte either way the kernel probes the peer, and
    ///   resets the connection of a peer that vanished (its machine slept, its network went) after
    ///   ``keepAliveProbes`` unanswered probes, or at `TCP_USER_TIMEOUT`, whichever comes first. This costs
    ///   the server no memory, so an idle connection (the WebSocket of a tab left open) needs no ping task.
    /// - Read buffers start at ``initialReadBuffer`` bytes and grow as reads fill them, to NIO's 64 KiB: a
    ///   channel keeps its last buffer for the next read, and a tab's events and an API request are a few
    ///   hundred bytes, so NIO's usual 2 KiB start would stay allocated, unused, on every open connection.
    ///
    /// - Throws: the channel's error when an option cannot be set.
    static func configure(_ channel: any Channel, headTimeout: TimeAmount) throws {
        guard let options = channel.syncOptions else { return }
        try options.setOption(
            ChannelOptions.recvAllocator,
            value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: initialReadBuffer, maximum: 65536))
        switch channel.localAddress {
        case .v4?, .v6?: break
        default: return
        }
        let milliseconds = max(1, min(Int64(CInt.max), headTimeout.nanoseconds / 1_000_000))
        try options.setOption(tcp(TCP_USER_TIMEOUT), value: SocketOptionValue(milliseconds))
        try options.setOption(ChannelOptions.socketOption(.so_keepalive), value: 1)
        try options.setOption(tcp(TCP_KEEPIDLE), value: SocketOptionValue(keepAliveIdle))
        try options.setOption(tcp(TCP_KEEPINTVL), value: SocketOptionValue(keepAliveInterval))
        try options.setOption(tcp(TCP_KEEPCNT), value: SocketOptionValue(keepAliveProbes))
    }

    /// The TCP-level socket option `name`.
    static func tcp(_ name: some BinaryInteger) -> ChannelOptions.Types.SocketOption {
        ChannelOptions.Types.SocketOption(level: .tcp, name: NIOBSDSocket.Option(rawValue: CInt(name)))
    }
}
