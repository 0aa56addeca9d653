import HTTPTypes
public import NIOCore
import NIOHTTP1
public import NIOHTTPTypes

/// Answers `431` when a request after a connection's first has headers over the limit (the HTTP
/// decoder's error), instead of dropping the connection without a word. The first request of a
/// connection is checked earlier, by ``ConnectionGate``.
public final class HeaderLimitResponder: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    /// Creates the responder of one connection.
    public init() {}

    private var answered = false

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        context.fireChannelRead(data)
    }

    public func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError, parserError == .headerOverflow, !answered else {
            context.fireErrorCaught(error)
            return
        }
        answered = true
        let body = context.channel.allocator.buffer(
            string: "The request's headers are longer than the server accepts.\n")
        var fields = HTTPFields()
        fields[.contentType] = "text/plain; charset=utf-8"
        fields[.contentLength] = "\(body.readableBytes)"
        fields[.connection] = "close"
        let status = HTTPResponse.Status(code: 431, reasonPhrase: "Request Header Fields Too Large")
        context.write(wrapOutboundOut(.head(HTTPResponse(status: status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
