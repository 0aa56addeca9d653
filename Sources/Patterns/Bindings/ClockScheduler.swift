public import Foundation
@preconcurrency public import OpenCombine
public import Services

/// ViewKit's clock as an OpenCombine `Scheduler`: `receive(on:)`, `delay`, `debounce` and `throttle`
/// run on the main actor, in the clock's order, so pipelines are deterministic on a `VirtualClock` (tests,
/// `apparch drive`) and real-time on the system clock.
///
/// Contract: use it on the main actor, where every ViewKit pipeline runs. Work scheduled now runs in the
/// clock's next drain (after what is already queued), work scheduled for later runs when the clock's time
/// reaches it, and a cancelled repeating schedule never runs again.
///
/// ```swift
/// viewModel.title.debounce(for: .seconds(0.3), scheduler: ClockScheduler(clock)).bind(to: label, \.text)
/// ```
///
/// NB: `@unchecked Sendable` because OpenCombine's operators hold their scheduler in nonisolated code; every
/// method checks that it runs on the main actor (`MainActor.assumeIsolated` traps otherwise), which is
/// where the clock lives.
public struct ClockScheduler: Scheduler, @unchecked Sendable {
    /// A point on the clock's timeline, in seconds since the reference date.
    public struct Time: Strideable, Hashable, Sendable {
        /// Seconds since the reference date (2001-01-01).
        public let seconds: TimeInterval

        /// Creates a time `seconds` after the reference date.
        public init(seconds: TimeInterval) {
            self.seconds = seconds
        }

        public func distance(to other: Time) -> Stride { Stride(seconds: other.seconds - seconds) }
        public func advanced(by stride: Stride) -> Time { Time(seconds: seconds + stride.seconds) }
    }

    /// A span of time on the clock, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable {
        /// The span in seconds.
        public var seconds: TimeInterval

        /// Creates a span of `seconds`.
        public init(seconds: TimeInterval) {
            self.seconds = seconds
        }

        public init(integerLiteral value: Int) { seconds = TimeInterval(value) }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            seconds = value
        }

        public var magnitude: TimeInterval { abs(seconds) }

        public static func seconds(_ s: Int) -> Stride { Stride(seconds: TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(seconds: TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: TimeInterval(ns) / 1_000_000_000) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.seconds < rhs.seconds }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds + rhs.seconds) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds - rhs.seconds) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds * rhs.seconds) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.seconds += rhs.seconds }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.seconds -= rhs.seconds }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.seconds *= rhs.seconds }
    }

    public typealias SchedulerTimeType = Time
    public typealias SchedulerOptions = Never

    /// The clock the work runs on.
    public nonisolated(unsafe) let clock: any Clock

    /// A scheduler on `clock`.
    public init(_ clock: any Clock) {
        self.clock = clock
    }

    public var now: Time {
        MainActor.assumeIsolated { Time(seconds: clock.now.timeIntervalSinceReferenceDate) }
    }

    public var minimumTolerance: Stride { Stride(seconds: 0) }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        MainActor.assumeIsolated { clock.enqueue { action() } }
    }

    public func schedule(after date: Time, tolerance: Stride, options: Never?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        MainActor.assumeIsolated {
            let delay = max(0, date.seconds - clock.now.timeIntervalSinceReferenceDate)
            _ = clock.scheduleTimer(interval: delay, repeats: false) { _ in action() }
        }
    }

    public func schedule(
        after date: Time, interval: Stride, tolerance: Stride, options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        nonisolated(unsafe) let action = action
        return MainActor.assumeIsolated {
            let repetition = RepeatingSchedule()
            let delay = max(0, date.seconds - clock.now.timeIntervalSinceReferenceDate)
            let clock = self.clock
            repetition.timer = clock.scheduleTimer(interval: delay, repeats: false) { [weak repetition] _ in
                guard let repetition, !repetition.isCancelled else { return }
                action()
                repetition.timer = clock.scheduleTimer(interval: max(interval.seconds, 0), repeats: true) { _ in
                    action()
                }
            }
            return AnyCancellable { MainActor.assumeIsolated { repetition.cancel() } }
        }
    }
}

/// The timers of one repeating schedule, cancelled together.
@MainActor
private final class RepeatingSchedule {
    var timer: ClockTimer?
    private(set) var isCancelled = false

    func cancel() {
        isCancelled = true
        timer?.invalidate()
        timer = nil
    }
}
