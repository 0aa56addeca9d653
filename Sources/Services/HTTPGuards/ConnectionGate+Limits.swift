public import NIOCore
import Synchronization

extension ConnectionGate {
    /// What every connection of one server shares: the cap, the timeouts, and which connections are open
    /// and whether each is doing anything.
    public final class Limits: Sendable {
        /// The most connections served at once.
        public let maximumConnections: Int
        /// The most bytes of a first request head (request line and headers).
        public let maximumHeadBytes: Int
        /// How long a connection may take to send its first request head, or stay unable to take what it
        /// is sent.
        public let headTimeout: TimeAmount
        /// The same, once the server is near its cap (``isUnderPressure``): much shorter, so a peer that
        /// holds many connections open cannot keep the owner out.
        public let pressureTimeout: TimeAmount

        /// One open connection.
        private struct Entry {
            let channel: any Channel
            /// When it last became idle (a counter, not a time): the lowest is idle longest.
            var idleSince: Int
            /// No request in progress: it never spoke, sent half a head, or is between requests.
            var isIdle = true
            /// It cannot take what it is sent (its peer stopped reading).
            var isStalled = false
            /// It was closed to make room and no longer counts.
            var isEvicted = false

            var isEvictable: Bool { !isEvicted && (isIdle || isStalled) }
        }

        private struct Registry {
            var entries: [ObjectIdentifier: Entry] = [:]
            var counted = 0
            var clock = 0
        }

        private let registry = Mutex(Registry())

        /// Creates the limits of one server; `pressureTimeout` defaults to a tenth of `headTimeout`, at
        /// least half a second (never more than `headTimeout`).
        public init(
            maximumConnections: Int, maximumHeadBytes: Int, headTimeout: TimeAmount, pressureTimeout: TimeAmount? = nil
        ) {
            self.maximumConnections = maximumConnections
            self.maximumHeadBytes = maximumHeadBytes
            self.headTimeout = headTimeout
            self.pressureTimeout = min(
                headTimeout, pressureTimeout ?? max(.milliseconds(500), .nanoseconds(headTimeout.nanoseconds / 10)))
        }

        /// The connections open now.
        public var openConnections: Int { registry.withLock { $0.counted } }

        /// Whether the server holds three quarters of its cap or more: connections that send nothing
        /// then get ``pressureTimeout`` instead of ``headTimeout``.
        public var isUnderPressure: Bool { openConnections * 4 >= maximumConnections * 3 }

        /// How long to wait before checking again a connection that has waited `waited` for its head (or
        /// to be writable again): until ``pressureTimeout``, then until ``headTimeout``.
        public func nextCheck(after waited: TimeAmount) -> TimeAmount {
            waited < pressureTimeout ? pressureTimeout - waited : max(headTimeout - waited, .milliseconds(1))
        }

        /// Whether a connection that has waited `waited` for its head (or to be writable again) is closed.
        public func shouldClose(waited: TimeAmount) -> Bool {
            waited >= headTimeout || (waited >= pressureTimeout && isUnderPressure)
        }

        /// Counts `channel` in; at the cap, closes the connection idle longest (or one that cannot take
        /// what it is sent) to make room.
        ///
        /// - Returns: false when the server is full of connections doing something: answer `503`.
        func admit(_ channel: any Channel) -> Bool {
            let (admitted, evicted) = registry.withLock { registry -> (Bool, (any Channel)?) in
                var evicted: (any Channel)?
                if registry.counted >= maximumConnections {
                    guard
                        let oldest = registry.entries.filter({ $0.value.isEvictable })
                            .min(by: { $0.value.idleSince < $1.value.idleSince })
                    else { return (false, nil) }
                    registry.entries[oldest.key]?.isEvicted = true
                    registry.counted -= 1
                    evicted = oldest.value.channel
                }
                registry.clock += 1
                registry.entries[ObjectIdentifier(channel)] = Entry(channel: channel, idleSince: registry.clock)
                registry.counted += 1
                return (true, evicted)
            }
            evicted?.close(promise: nil)
            return admitted
        }

        func closed(_ channel: any Channel) {
            registry.withLock { registry in
                guard let entry = registry.entries.removeValue(forKey: ObjectIdentifier(channel)) else { return }
                if !entry.isEvicted { registry.counted -= 1 }
            }
        }

        /// Records whether `channel` has a request in progress (a WebSocket always has).
        func setIdle(_ channel: any Channel, _ idle: Bool) {
            registry.withLock { registry in
                let key = ObjectIdentifier(channel)
                guard registry.entries[key] != nil, registry.entries[key]?.isIdle != idle else { return }
                registry.clock += 1
                registry.entries[key]?.isIdle = idle
                registry.entries[key]?.idleSince = registry.clock
            }
        }

        /// Records whether `channel` can take what it is sent.
        func setStalled(_ channel: any Channel, _ stalled: Bool) {
            registry.withLock { $0.entries[ObjectIdentifier(channel)]?.isStalled = stalled }
        }

        /// Closes every open connection, whatever its peer does: the last step of a shutdown, once the
        /// apps have saved and the tabs were told.
        public func closeAll() {
            let open = registry.withLock { $0.entries.values.map(\.channel) }
            for channel in open { channel.close(promise: nil) }
        }
    }
}
