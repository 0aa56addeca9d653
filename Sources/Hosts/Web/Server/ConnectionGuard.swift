import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import Synchronization

/// A channel handler on every HTTP connection that refuses, with an answer, what the server will not
/// serve: a connection over the server's cap gets `503` and is closed, and a request whose headers are
/// over the limit gets `431` and is closed, instead of a connection that is dropped without a word.
///
/// It counts a connection from the moment it is accepted until its channel closes, WebSocket upgrades
/// included (they replace this handler, the count stays with the channel).
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The number of open connections, shared by every connection of one server.
    final class Counter: Sendable {
        /// The most connections served at once.
        let limit: Int
        private let open = Atomic<Int>(0)

        init(limit: Int) { self.limit = limit }

        /// The connections open now.
        var count: Int { open.load(ordering: .relaxed) }

        func opened() -> Int { open.add(1, ordering: .relaxed).newValue }
        func closed() { open.subtract(1, ordering: .relaxed) }
    }

    private let counter: Counter
    private var overLimit = false
    private var answered = false

    init(counter: Counter) {
        self.counter = counter
    }

    func handlerAdded(context: ChannelHandlerContext) {
        overLimit = counter.opened() > counter.limit
        let counter = counter
        context.channel.closeFuture.whenComplete { _ in counter.closed() }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard overLimit else {
            context.fireChannelRead(data)
            return
        }
        if case .head = unwrapInboundIn(data) {
            answer(
                context, status: .serviceUnavailable,
                "The server is serving as many connections as it allows (\(counter.limit)). Close some tabs or try again."
            )
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let parserError = error as? HTTPParserError, parserError == .headerOverflow {
            answer(
                context, status: .init(code: 431, reasonPhrase: "Request Header Fields Too Large"),
                "The request's headers are longer than the server accepts.")
            return
        }
        context.fireErrorCaught(error)
    }

    /// Writes a short plain-text response that closes the connection, then closes it.
    private func answer(_ context: ChannelHandlerContext, status: HTTPResponse.Status, _ message: String) {
        guard !answered else { return }
        answered = true
        let body = context.channel.allocator.buffer(string: message + "\n")
        var fields = HTTPFields()
        fields[.contentType] = "text/plain; charset=utf-8"
        fields[.contentLength] = "\(body.readableBytes)"
        fields[.connection] = "close"
        context.write(wrapOutboundOut(.head(HTTPResponse(status: status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
