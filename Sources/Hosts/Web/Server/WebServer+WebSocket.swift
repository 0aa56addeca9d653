import Foundation
import HTTPGuards
public import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import NIOCore

extension WebServer {
    /// The handler type of a tab's WebSocket.
    typealias TabSocketHandler = WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>

    /// Whether a request may become a tab's WebSocket (`/ws?mount=<key>`), and the handler that serves it.
    ///
    /// The upgrade passes the same gate as every route (``AccessGuard``: `Host` and the access token),
    /// plus the `Origin` check, and must name a mount. An upgrade the access rule refuses never gets here:
    /// ``RequestHeadGuard`` hands it to the router as a plain request, so it gets the same `401` or `403` as
    /// any request; one refused for its `Origin` or mount is answered `400` by Hummingbird.
    ///
    /// NB: this is the channel's own upgrade check rather than a router route: Hummingbird 2.8's router
    /// upgrade keeps each connection's request context in a box that the context itself holds, a cycle
    /// that kept about 1 KB alive for every WebSocket ever opened.
    static func webSocketUpgrade(
        _ head: HTTPRequest, channel: any Channel, token: AccessToken, policy: OriginPolicy, registry: MountRegistry
    ) -> ShouldUpgradeResult<TabSocketHandler> {
        guard let key = webSocketMount(for: head, token: token, policy: policy, registry: registry) else {
            return .dontUpgrade
        }
        return .upgrade([:]) { inbound, outbound, _ in
            await serveTab(
                key: key, inbound: inbound, socket: TabSocket(channel: channel, outbound: outbound), registry: registry)
        }
    }

    /// The mount a WebSocket upgrade with this head would serve, or nil when it is refused (not `/ws`, a
    /// `Host` that is not this server, no valid token, a foreign `Origin`, or no such mount).
    public func webSocketMount(for head: HTTPRequest) -> String? {
        Self.webSocketMount(for: head, token: configuration.token, policy: originPolicy, registry: registry)
    }

    static func webSocketMount(
        for head: HTTPRequest, token: AccessToken, policy: OriginPolicy, registry: MountRegistry
    ) -> String? {
        let uri = URI(head.path ?? "/")
        guard uri.path == "/ws", AccessDecision.decide(head, token: token, policy: policy) == .allow,
            policy.allows(origin: head.headerFields[.origin], host: head.authority)
        else { return nil }
        let key = String(uri.queryParameters["mount"] ?? "")
        return registry.mount(forKey: key) != nil ? key : nil
    }

    /// Reads one tab's messages into the app at `key` until the tab closes or leaves, sends a message over
    /// the size limit, or answers the app's close; then the app forgets the connection.
    ///
    /// This is the tab's only task: the app's messages are written by ``TabSocket`` as they are sent. A tab
    /// whose queue overflowed has stopped reading; its socket is dropped at once (``TabSocket`` closes its
    /// channel), which ends this reading too: the close frame of a closing handshake would wait behind
    /// everything the tab never read. (A tab that stops reading before its queue overflows is dropped by the
    /// connection's own limits: see ``GuardedChannel``.)
    static func serveTab(
        key: String, inbound: WebSocketInboundStream, socket: TabSocket, registry: MountRegistry
    ) async {
        let connection = socket.makeConnection()
        do {
            for try await message in inbound.messages(maxSize: TabSocket.maximumFrameSize) {
                // NB: once the app closed the connection, the tab's messages until it answers the close (the
                // reading goes on to the end of the handshake) reach no app.
                guard connection.isOpen else { continue }
                switch message {
                case .text(let text):
                    await registry.receive(text, mount: key, from: connection)
                case .binary:
                    connection.send(#"{"type":"error","message":"binary messages are not accepted; send JSON text"}"#)
                }
            }
        } catch {
            // NB: a message over the frame limit or a broken socket ends this connection only.
        }
        connection.end()
        await registry.disconnected(connection, mount: key)
    }
}
