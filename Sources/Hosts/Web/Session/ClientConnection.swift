import Foundation
import Synchronization

/// The sending side of one tab's WebSocket: text messages queued for the socket's writer task.
///
/// The queue is bounded: a tab that stops reading (so the socket's writer waits) while the app keeps
/// sending would otherwise grow the server without limit. Once more than ``maximumQueuedBytes`` wait, the
/// connection gives up: it drops the queue, ends the stream and fires its overflow signal, and the server
/// disconnects the tab, which reconnects and gets its window back when it reads again.
///
/// Safe to use from any isolation: its state is atomic and it only calls its `Sendable` closures.
public final class ClientConnection: Sendable, Hashable {
    /// The most bytes of messages that may wait for a slow tab.
    public static let maximumQueuedBytes = 4 << 20

    /// A process-unique number, for logs.
    public let number: Int
    private let sender: @Sendable (String) -> Void
    private let closer: @Sendable () -> Void
    private let overflowed: @Sendable () -> Void
    private let limit: Int
    private let queued = Atomic<Int>(0)
    private let isClosed = Atomic<Bool>(false)

    private static let counter = Counter()

    /// The parts the server's WebSocket handler uses: the connection, the messages its writer sends, and a
    /// stream that yields once if the tab fell too far behind.
    public struct Pipe: Sendable {
        /// The connection the app sends to.
        public let connection: ClientConnection
        /// The messages to write, in order.
        public let messages: AsyncStream<String>
        /// Yields once, then ends, when the queue overflowed; otherwise waits until the reading task is
        /// cancelled.
        public let overflow: AsyncStream<Void>
    }

    /// Creates a connection and the streams its writer task reads.
    public static func make(limit: Int = maximumQueuedBytes) -> Pipe {
        let (messages, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        let (overflow, signal) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let connection = ClientConnection(
            send: { continuation.yield($0) },
            close: { continuation.finish() },
            overflowed: {
                signal.yield()
                signal.finish()
            },
            limit: limit)
        return Pipe(connection: connection, messages: messages, overflow: overflow)
    }

    /// Creates a connection that hands messages to `send` and reports closing to `close` (tests and
    /// benchmarks use it to read what a tab would receive; nothing is queued, so it never overflows).
    public convenience init(send: @escaping @Sendable (String) -> Void, close: @escaping @Sendable () -> Void = {}) {
        self.init(send: send, close: close, overflowed: {}, limit: .max)
    }

    private init(
        send: @escaping @Sendable (String) -> Void, close: @escaping @Sendable () -> Void,
        overflowed: @escaping @Sendable () -> Void, limit: Int
    ) {
        number = Self.counter.next()
        sender = send
        closer = close
        self.overflowed = overflowed
        self.limit = limit
    }

    /// The bytes of messages waiting for the writer.
    public var queuedBytes: Int { queued.load(ordering: .relaxed) }

    /// Tells the connection the writer sent `text`, so its bytes leave the queue.
    public func didWrite(_ text: String) {
        queued.subtract(text.utf8.count, ordering: .relaxed)
    }

    /// Queues `text` for sending; dropped silently once the connection is closed. A message that takes
    /// the queue over its limit closes the connection and fires the overflow signal instead.
    public func send(_ text: String) {
        guard !isClosed.load(ordering: .relaxed) else { return }
        let total = queued.add(text.utf8.count, ordering: .relaxed).newValue
        guard total <= limit else {
            close()
            overflowed()
            return
        }
        sender(text)
    }

    /// Ends the stream: the writer task finishes after sending what is queued. Idempotent.
    public func close() {
        guard !isClosed.exchange(true, ordering: .relaxed) else { return }
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
