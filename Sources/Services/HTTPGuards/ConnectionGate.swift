public import NIOCore
import Synchronization

/// The first handler of every connection, below HTTP: it answers what the HTTP layer would leave
/// hanging until a request is complete.
///
/// Hummingbird adds its idle timer and handlers only once a connection's first request head has been
/// read, so on its own a peer that sends nothing, or stops halfway through its headers, or sends a
/// request line of 100 KB, holds a connection forever, and with a few of them neither new tabs nor
/// `SIGINT` get through. The gate:
/// - counts open connections for the server and answers `503` to one over the cap;
/// - closes a connection whose first request head has not arrived within the idle timeout;
/// - answers `431` to a first request head longer than the header limit.
/// Once the first head is through it only passes bytes on (later requests and WebSocket frames are
/// Hummingbird's to watch).
public final class ConnectionGate: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = ByteBuffer
    public typealias InboundOut = ByteBuffer
    public typealias OutboundIn = ByteBuffer
    public typealias OutboundOut = ByteBuffer

    /// What every connection of one server shares.
    public final class Limits: Sendable {
        /// The most connections served at once.
        public let maximumConnections: Int
        /// The most bytes of a first request head (request line and headers).
        public let maximumHeadBytes: Int
        /// How long a connection may take to send its first request head.
        public let headTimeout: TimeAmount
        private let open = Atomic<Int>(0)
        private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

        /// Creates the limits of one server.
        public init(maximumConnections: Int, maximumHeadBytes: Int, headTimeout: TimeAmount) {
            self.maximumConnections = maximumConnections
            self.maximumHeadBytes = maximumHeadBytes
            self.headTimeout = headTimeout
        }

        /// The connections open now.
        public var openConnections: Int { open.load(ordering: .relaxed) }

        func opened(_ channel: any Channel) -> Int {
            channels.withLock { $0[ObjectIdentifier(channel)] = channel }
            return open.add(1, ordering: .relaxed).newValue
        }

        func closed(_ channel: any Channel) {
            channels.withLock { $0[ObjectIdentifier(channel)] = nil }
            open.subtract(1, ordering: .relaxed)
        }

        /// Closes every open connection, whatever its peer does: the last step of a shutdown, once the
        /// apps have saved and the tabs were told.
        public func closeAll() {
            let open = channels.withLock { Array($0.values) }
            for channel in open { channel.close(promise: nil) }
        }
    }

    private let limits: Limits
    private var headBytes = 0
    /// The last three bytes seen, to find a `\r\n\r\n` split across reads.
    private var tail: [UInt8] = []
    private var headComplete = false
    private var answered = false
    private var timeout: Scheduled<Void>?

    /// Creates the gate of one connection.
    public init(limits: Limits) {
        self.limits = limits
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        let limits = limits
        let channel = context.channel
        let overCap = limits.opened(channel) > limits.maximumConnections
        channel.closeFuture.whenComplete { _ in limits.closed(channel) }
        if overCap {
            answer(
                context, status: "503 Service Unavailable",
                "The server is serving as many connections as it allows (\(limits.maximumConnections)). "
                    + "Close some tabs or try again.")
            return
        }
        timeout = context.eventLoop.scheduleTask(in: limits.headTimeout) { channel.close(promise: nil) }
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        timeout?.cancel()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        guard !headComplete else {
            context.fireChannelRead(data)
            return
        }
        let buffer = unwrapInboundIn(data)
        let bytes = buffer.readableBytesView
        var endOfHead: Int?
        for (offset, byte) in bytes.enumerated() {
            tail.append(byte)
            if tail.count > 4 { tail.removeFirst() }
            if tail == [13, 10, 13, 10] {
                endOfHead = offset
                break
            }
        }
        headBytes += (endOfHead.map { $0 + 1 }) ?? bytes.count
        if headBytes > limits.maximumHeadBytes {
            answer(
                context, status: "431 Request Header Fields Too Large",
                "The request line and headers are longer than the server accepts (\(limits.maximumHeadBytes) bytes).")
            return
        }
        if endOfHead != nil {
            headComplete = true
            timeout?.cancel()
            timeout = nil
        }
        context.fireChannelRead(data)
    }

    /// Writes a short plain-text HTTP response that closes the connection, then closes it.
    private func answer(_ context: ChannelHandlerContext, status: String, _ message: String) {
        answered = true
        timeout?.cancel()
        let body = message + "\n"
        let response =
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n" + body
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: response))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}
