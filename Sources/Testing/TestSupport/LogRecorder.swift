public import Logging
import Synchronization

/// A log handler that keeps every message, for tests that check what a component logged.
///
/// ```swift
/// let log = LogRecorder()
/// let store = Store(…, logger: log.logger)
/// #expect(log.records.map(\.message) == ["Action: increment"])
/// ```
///
/// Contract: every level is kept, in the order logged, from any thread; metadata is not kept.
public final class LogRecorder: Sendable {
    /// One logged message.
    public struct Record: Equatable, Sendable {
        /// The level it was logged at.
        public let level: Logger.Level
        /// The message, as written.
        public let message: String

        /// Creates a record.
        public init(level: Logger.Level, message: String) {
            self.level = level
            self.message = message
        }
    }

    private let storage = Mutex<[Record]>([])

    /// Creates an empty recorder.
    public init() {}

    /// The messages logged so far, oldest first.
    public var records: [Record] { storage.withLock { $0 } }

    /// The messages logged so far as `"<level>: <message>"` lines, oldest first.
    public var lines: [String] { records.map { "\($0.level): \($0.message)" } }

    /// A logger that writes here, at every level.
    public var logger: Logger {
        Logger(label: "test") { _ in Handler(recorder: self) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.storage.withLock { $0.append(Record(level: event.level, message: event.message.description)) }
        }
    }
}
