import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Gives the pages the C allocator holds free back to the system after closed tabs' windows were freed.
///
/// glibc's allocator keeps freed memory in its arenas (one per thread that allocated), so a server whose
/// tabs come and go shows a resident size that creeps up although nothing is kept (`ClosedTabTests` checks
/// that a closed tab leaves no window, session or controller behind). The host's idle sweep calls
/// ``windowsClosed(at:)`` after closing windows; the trim (`malloc_trim(0)`, a few milliseconds) runs at most
/// every ``interval`` seconds, and a sweep that was too soon leaves it pending for the next sweep, so the
/// memory of the last tabs of a burst is returned too. Does nothing where glibc is not the allocator, or
/// when the environment variable `APPARCH_NO_MALLOC_TRIM=1` turns it off (to measure without it).
@MainActor
final class HeapTrimmer {
    /// The shortest time between two trims, in seconds.
    static let interval: TimeInterval = 2
    private static let isOff = ProcessInfo.processInfo.environment["APPARCH_NO_MALLOC_TRIM"] == "1"

    private var lastTrim: Date?
    private var isPending = false
    /// How many times the heap was trimmed (for tests).
    private(set) var trims = 0

    /// Notes that the sweep at `now` closed `count` windows, and trims when it is due.
    func windowsClosed(_ count: Int, at now: Date) {
        if count > 0 { isPending = true }
        guard isPending, !Self.isOff else { return }
        if let lastTrim, now.timeIntervalSince(lastTrim) < Self.interval { return }
        lastTrim = now
        isPending = false
        trims += 1
        _ = Self.trim?(0)
    }

    /// glibc's `malloc_trim`, looked up at run time (its header is not part of Swift's Glibc module); nil
    /// where the C library has none.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        // NB: a null handle is RTLD_DEFAULT: the symbol as the process's libraries resolve it.
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
