public import HTTPTypes
public import NIOCore
public import NIOHTTP1
import NIOHTTPTypesHTTP1

/// The handler right behind the HTTP/1 decoder of every connection, on the web host and the `apparch
/// api` servers alike (``GuardedChannel`` puts it there).
///
/// - A request the decoder refuses is answered at once and its connection closed: `505` for an HTTP
///   version other than 1.0 and 1.1, `501` for a method the server does not know, `431` for headers over
///   the limit, `400` for anything else (a NUL or space in the path, `Content-Length: -1`, both
///   `Content-Length` and chunked, two `Content-Length`s, a header without a colon). The decoder calls
///   binary junk an unknown method too; ``ConnectionGate`` answers that `400` first, as it sees the bytes.
///
///   NB: why the web host needed this and the API servers did not: Hummingbird's plain HTTP/1 channel
///   answers a decoder error with `400` in its request loop, but the WebSocket upgrade channel has only
///   NIO's upgrade handler behind the decoder until the first head is decoded, and that handler leaves
///   decoder errors to a handler Hummingbird turns off, so the connection was left open with nobody
///   reading it and no idle timer (Hummingbird adds its timer only once the upgrade is decided).
/// - A response with `Connection: close` closes its connection once written (Hummingbird keeps it open).
/// - It tells ``ConnectionGate/Limits`` when the connection has a request in progress, so the gate can
///   close the connection idle longest at the cap; a WebSocket counts as busy for as long as it lasts.
///   After the `101` of an upgrade it passes the WebSocket's bytes through untouched.
/// - With `admitsUpgrade`, a WebSocket upgrade the server would refuse goes on as a plain request (its
///   `Upgrade` and `Connection` headers dropped), so the router's guard answers it as it answers every
///   other request (`401` without the token) instead of the upgrade's bare `400`.
public final class RequestHeadGuard: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPServerRequestPart
    public typealias InboundOut = HTTPServerRequestPart
    public typealias OutboundIn = HTTPServerResponsePart
    public typealias OutboundOut = HTTPServerResponsePart

    /// Whether an upgrade request may be upgraded; false makes it a plain request.
    public typealias UpgradeAdmission = @Sendable (HTTPRequest) -> Bool

    private let limits: ConnectionGate.Limits
    private let admitsUpgrade: UpgradeAdmission?
    private var answered = false
    private var upgraded = false
    /// An admitted upgrade was handed on: every later read goes on unexamined.
    private var passesThrough = false
    private var closesAfterResponse = false

    /// Creates the guard of one connection.
    public init(limits: ConnectionGate.Limits, admitsUpgrade: UpgradeAdmission? = nil) {
        self.limits = limits
        self.admitsUpgrade = admitsUpgrade
    }

    /// The status a decoder error is answered with.
    public static func status(for error: HTTPParserError) -> HTTPResponseStatus {
        switch error {
        case .invalidVersion: .httpVersionNotSupported
        case .invalidMethod: .notImplemented
        case .headerOverflow: .requestHeaderFieldsTooLarge
        default: .badRequest
        }
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        // NB: once an upgrade it admits has been handed on, nothing after it is looked at: when the upgrade
        // goes ahead, the decoder is removed and hands on the bytes that followed the request (the first
        // WebSocket frames) raw, not as request parts; when it does not, Hummingbird answers 400 and closes.
        guard !passesThrough, case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        limits.setIdle(context.channel, false)
        if let admitsUpgrade, head.headers.contains(name: "upgrade") {
            guard let request = try? HTTPRequest(head, secure: false, splitCookie: false), admitsUpgrade(request)
            else {
                head.headers.remove(name: "upgrade")
                head.headers.remove(name: "connection")
                context.fireChannelRead(wrapInboundOut(.head(head)))
                return
            }
            passesThrough = true
        }
        context.fireChannelRead(data)
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // NB: after an upgrade the encoder is gone and what is written is WebSocket bytes, not response parts.
        guard !upgraded else {
            context.write(data, promise: promise)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols:
            upgraded = true
            context.write(data, promise: promise)
        case .head(let head):
            closesAfterResponse = head.headers[canonicalForm: "connection"].contains { $0.lowercased() == "close" }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            limits.setIdle(context.channel, true)
            guard closesAfterResponse else {
                context.write(data, promise: promise)
                return
            }
            let channel = context.channel
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
            written.futureResult.cascade(to: promise)
            context.writeAndFlush(data, promise: written)
        }
    }

    public func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError, !upgraded else {
            context.fireErrorCaught(error)
            return
        }
        guard !answered else { return }
        answered = true
        let status = Self.status(for: parserError)
        let body = context.channel.allocator.buffer(string: Self.message(for: status) + "\n")
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: "\(body.readableBytes)")
        headers.add(name: "Connection", value: "close")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }

    /// What the answer to a refused request says.
    static func message(for status: HTTPResponseStatus) -> String {
        switch status {
        case .httpVersionNotSupported: "This server speaks HTTP/1.1 and HTTP/1.0 only."
        case .notImplemented: "This server does not know the request's method."
        case .requestHeaderFieldsTooLarge: "The request's headers are longer than the server accepts."
        default: "The request is not well-formed HTTP/1.1, so the server does not answer it."
        }
    }
}
