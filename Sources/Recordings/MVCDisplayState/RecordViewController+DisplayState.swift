public import Foundation
import RecordingsCore

extension RecordViewController {
    /// The record screen's local view state as one value (the lesson of chapters 6 and 8, as in the player):
    /// where recording stands and how long it has run. The screen draws its views from it and takes its
    /// decisions from ``phase``; the transitions are methods of the value, so its rules are tested without
    /// a screen.
    public struct DisplayState: Equatable, Sendable {
        /// Where recording stands.
        public enum Phase: Equatable, Sendable {
            /// Not on screen yet.
            case waiting
            /// Recording (or asking for permission).
            case recording
            /// Stopped; asking for a name.
            case naming
            /// Saved, discarded or failed.
            case finished
        }

        /// Where recording stands.
        public var phase: Phase
        /// The time recorded so far, in seconds.
        public var time: TimeInterval

        /// A display state; by default waiting, at 0.
        public init(phase: Phase = .waiting, time: TimeInterval = 0) {
            self.phase = phase
            self.time = time
        }

        /// The time label's text.
        public var timeText: String { timeString(time) }

        /// Whether a recording exists that is neither saved nor discarded yet: leaving the screen now
        /// discards it.
        public var isUnsaved: Bool { phase == .recording || phase == .naming }

        /// The screen appeared: recording starts, once. Returns whether it started.
        public mutating func start() -> Bool {
            guard phase == .waiting else { return false }
            phase = .recording
            return true
        }

        /// The recorder reported `time`; only a running recording shows it.
        public mutating func recorded(_ time: TimeInterval) {
            guard phase == .recording else { return }
            self.time = time
        }

        /// The person tapped Stop: recording stops and the name is asked for. Returns whether it stopped.
        public mutating func stop() -> Bool {
            guard phase == .recording else { return false }
            phase = .naming
            return true
        }

        /// Saved, discarded or failed: nothing more happens. Returns false when it had finished already.
        public mutating func finish() -> Bool {
            guard phase != .finished else { return false }
            phase = .finished
            return true
        }
    }
}
