import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

/// The writing side of one tab's WebSocket: the app's messages go straight to the socket's channel.
///
/// A message is written from whatever thread sends it (the main actor, for the apps), with no task between
/// the app and the channel: NIO takes the write over to the channel's event loop, in the order of the sends.
/// So a tab costs the server one task, the one that reads it (`WebServer.serveTab`), and a message one hop;
/// a writer task would cost every tab its own task and every message a second hop. The WebSocket library
/// still writes the control frames: the answers to the tab's pings and the closing handshake.
///
/// A close the app asks for (``ClientConnection/close()``) starts the closing handshake after the messages
/// already sent; a tab that does not answer it within ``closeTimeout`` is dropped. When the tab ends the
/// reading, the reading task ends the connection (``ClientConnection/end()``) and the library closes the
/// socket.
final class TabSocket: Sendable {
    /// The largest frame read or written; a longer message is written in continuation frames, as the
    /// WebSocket library writes it.
    static let maximumFrameSize = 1 << 20
    /// How long a tab that was asked to close has to answer before the socket is dropped.
    static let closeTimeout: Duration = .seconds(1)

    private let channel: any Channel
    private let handshake: @Sendable () async throws -> Void
    /// How long this socket waits for the tab's answer to its close (``closeTimeout`` unless a test says).
    private let answerTimeout: Duration

    /// The socket of `channel`, whose closing handshake the WebSocket library's `outbound` writes.
    convenience init(channel: any Channel, outbound: WebSocketOutboundWriter) {
        self.init(channel: channel) { try await outbound.close(.normalClosure, reason: nil) }
    }

    /// The socket of `channel`; `handshake` sends the close frame that starts the closing handshake, and a
    /// tab that does not answer it within `answerTimeout` is dropped.
    init(
        channel: any Channel, answerTimeout: Duration = closeTimeout,
        handshake: @escaping @Sendable () async throws -> Void
    ) {
        self.channel = channel
        self.answerTimeout = answerTimeout
        self.handshake = handshake
    }

    /// A connection for the app that writes to this socket and drops it when its queue overflows.
    func makeConnection() -> ClientConnection {
        ClientConnection(
            write: { [self] text, done in write(text, then: done) },
            close: { [self] in closeHandshake() },
            overflowed: { [channel] in channel.close(promise: nil) })
    }

    /// Writes `text` as one text message and calls `done` once it is written or cannot be.
    private func write(_ text: String, then done: @escaping @Sendable () -> Void) {
        var buffer = channel.allocator.buffer(string: text)
        var opcode = WebSocketOpcode.text
        let limit = Self.maximumFrameSize
        while buffer.readableBytes > limit, let slice = buffer.readSlice(length: limit) {
            channel.write(WebSocketFrame(fin: false, opcode: opcode, data: slice), promise: nil)
            opcode = .continuation
        }
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: opcode, data: buffer)).whenComplete { _ in done() }
    }

    /// Starts the closing handshake; drops the socket when the tab does not answer in time.
    private func closeHandshake() {
        Task { [handshake, channel, answerTimeout] in
            do {
                try await handshake()
                try await Task.sleep(for: answerTimeout)
            } catch {
                // NB: the socket is already closing or closed; dropping it below is all that is left to do.
            }
            channel.close(promise: nil)
        }
    }
}
