public import NIOCore
import Synchronization

/// The first handler of every connection, below HTTP: it answers what the HTTP layer would leave
/// hanging until a request is complete, and closes what would otherwise hold a connection for good.
///
/// Hummingbird adds its idle timer and handlers only once a connection's first request head has been
/// read, and never times out a response that its peer stops reading, so on their own a peer that sends
/// nothing, stops halfway through its headers, sends a request line of 100 KB or stops reading holds a
/// connection forever, and enough of them lock the owner out. The gate:
/// - counts open connections for the server; at the cap, a new connection closes the connection that has
///   been idle longest (no request in progress: never spoke, half a head, between requests) or cannot
///   take what it is sent, and only when there is none is it answered `503`;
/// - closes a connection whose first request head has not arrived within the head timeout, or within
///   ``Limits/pressureTimeout`` once the server is near its cap;
/// - closes a connection that stays unable to take what it is sent (its peer stopped reading) for as long;
/// - answers `431` to a first request head longer than the header limit, and `400` to a first request
///   that does not start with a method (binary junk: the HTTP decoder would call it an unknown method,
///   `501`).
/// Once the first head is through it only passes bytes on (later requests are Hummingbird's and
/// ``RequestHeadGuard``'s to watch).
public final class ConnectionGate: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = ByteBuffer
    public typealias InboundOut = ByteBuffer
    public typealias OutboundIn = ByteBuffer
    public typealias OutboundOut = ByteBuffer

    private let limits: Limits
    private var headBytes = 0
    /// The last three bytes seen, to find a `\r\n\r\n` split across reads.
    private var tail: [UInt8] = []
    private var headComplete = false
    /// The bytes of the first request's method read so far, or nil once the space after it arrived.
    private var methodBytes: Int? = 0
    private var answered = false
    private var headTimer: Scheduled<Void>?
    private var stallTimer: Scheduled<Void>?

    /// Creates the gate of one connection.
    public init(limits: Limits) {
        self.limits = limits
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        let limits = limits
        let channel = context.channel
        let admitted = limits.admit(channel)
        channel.closeFuture.whenComplete { _ in limits.closed(channel) }
        guard admitted else {
            answer(
                context, status: "503 Service Unavailable",
                "The server is serving as many connections as it allows (\(limits.maximumConnections)). "
                    + "Close some tabs or try again.")
            return
        }
        headTimer = scheduleHeadCheck(context, waited: .zero)
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        headTimer?.cancel()
        stallTimer?.cancel()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        guard !headComplete else {
            context.fireChannelRead(data)
            return
        }
        let buffer = unwrapInboundIn(data)
        let bytes = buffer.readableBytesView
        guard startsWithMethod(bytes) else {
            answer(
                context, status: "400 Bad Request",
                "The request does not start with an HTTP method; the server speaks HTTP/1.1 only.")
            return
        }
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
            headTimer?.cancel()
            headTimer = nil
        }
        context.fireChannelRead(data)
    }

    /// Whether what has arrived of the first request can still start with a method: token characters up
    /// to the first space (empty lines before it are allowed, as HTTP/1.1 says).
    private func startsWithMethod(_ bytes: ByteBufferView) -> Bool {
        for byte in bytes {
            guard let read = methodBytes else { return true }
            switch byte {
            case UInt8(ascii: " "):
                methodBytes = nil
            case 13 where read == 0, 10 where read == 0:
                continue
            default:
                guard Self.isTokenByte(byte) else { return false }
                methodBytes = read + 1
            }
        }
        return true
    }

    /// Whether `byte` may be part of an HTTP method (a token of RFC 9110).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    public func channelWritabilityChanged(context: ChannelHandlerContext) {
        let writable = context.channel.isWritable
        limits.setStalled(context.channel, !writable)
        if writable {
            stallTimer?.cancel()
            stallTimer = nil
        } else if stallTimer == nil {
            stallTimer = scheduleStallCheck(context, waited: .zero)
        }
        context.fireChannelWritabilityChanged()
    }

    /// Checks, after ``Limits/nextCheck(after:)``, whether the first head has arrived; closes the
    /// connection when it has not and ``Limits/shouldClose(waited:)`` says so, else checks again later.
    private func scheduleHeadCheck(_ context: ChannelHandlerContext, waited: TimeAmount) -> Scheduled<Void> {
        let step = limits.nextCheck(after: waited)
        return context.eventLoop.assumeIsolated().scheduleTask(in: step) { [self] in
            guard !headComplete, !answered else { return }
            if limits.shouldClose(waited: waited + step) {
                context.close(promise: nil)
            } else {
                headTimer = scheduleHeadCheck(context, waited: waited + step)
            }
        }
    }

    /// Checks, as ``scheduleHeadCheck(_:waited:)`` does, whether the connection can take what it is sent
    /// again; closes it when it cannot.
    private func scheduleStallCheck(_ context: ChannelHandlerContext, waited: TimeAmount) -> Scheduled<Void> {
        let step = limits.nextCheck(after: waited)
        return context.eventLoop.assumeIsolated().scheduleTask(in: step) { [self] in
            guard !context.channel.isWritable else { return }
            if limits.shouldClose(waited: waited + step) {
                context.close(promise: nil)
            } else {
                stallTimer = scheduleStallCheck(context, waited: waited + step)
            }
        }
    }

    /// Writes a short plain-text HTTP response that closes the connection, then closes it.
    private func answer(_ context: ChannelHandlerContext, status: String, _ message: String) {
        answered = true
        headTimer?.cancel()
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(Self.response(status: status, message, allocator: channel.allocator)))
            .whenComplete { _ in channel.close(promise: nil) }
    }

    /// A complete plain-text HTTP/1.1 response with `Connection: close`.
    static func response(status: String, _ message: String, allocator: ByteBufferAllocator) -> ByteBuffer {
        let body = message + "\n"
        return allocator.buffer(
            string: "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: "
                + "\(body.utf8.count)\r\nConnection: close\r\n\r\n" + body)
    }
}
