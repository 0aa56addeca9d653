import Foundation
import Synchronization

/// The sending side of one tab's WebSocket: text messages queued for the socket's writer task.
///
/// Safe to use from any isolation: it only calls its `Sendable` closures (the server's yield to an
/// `AsyncStream`).
public final class ClientConnection: Sendable, Hashable {
    /// A process-unique number, for logs.
    public let number: Int
    private let sender: @Sendable (String) -> Void
    private let closer: @Sendable () -> Void

    private static let counter = Counter()

    /// Creates a connection and the stream its writer task reads.
    public static func make() -> (ClientConnection, AsyncStream<String>) {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        let connection = ClientConnection(
            send: { continuation.yield($0) }, close: { continuation.finish() })
        return (connection, stream)
    }

    /// Creates a connection that hands messages to `send` and reports closing to `close` (tests and
    /// benchmarks use it to read what a tab would receive).
    public init(send: @escaping @Sendable (String) -> Void, close: @escaping @Sendable () -> Void = {}) {
        number = Self.counter.next()
        sender = send
        closer = close
    }

    /// Queues `text` for sending; dropped silently once the connection is closed.
    public func send(_ text: String) {
        sender(text)
    }

    /// Ends the stream: the writer task finishes after sending what is queued.
    public func close() {
        closer()
    }

    public static func == (lhs: ClientConnection, rhs: ClientConnection) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A thread-safe counter for connection numbers.
private final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func next() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}
