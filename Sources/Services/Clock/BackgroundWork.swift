/// Work an app started outside its run loop (network requests, downloads) that has not finished yet.
///
/// Apps register each piece of work for as long as it runs; a headless host (`apparch drive`, tests)
/// waits for ``waitUntilIdle()`` before it looks at the screen, as XCUITest waits for an app to be idle,
/// so a script that taps "Refresh" sees the answer, not a "Loading…" that happened to be on screen.
/// Work that starts more work (a queue sending its next change when one is answered) begins the next
/// piece before ending its own, so the host never sees a gap.
///
/// ```swift
/// let token = backgroundWork.begin()
/// Task { @MainActor in
///     defer { backgroundWork.end(token) }
///     …
/// }
/// ```
@MainActor
public final class BackgroundWork {
    /// Identifies one piece of work.
    public struct Token: Hashable, Sendable {
        let rawValue: Int
    }

    private var running: Set<Token> = []
    private var next = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates an empty tracker.
    public init() {}

    /// The number of pieces of work running now.
    public var count: Int { running.count }

    /// Whether nothing is running.
    public var isIdle: Bool { running.isEmpty }

    /// Registers a piece of work; pass the token to ``end(_:)`` when it is done.
    public func begin() -> Token {
        next += 1
        let token = Token(rawValue: next)
        running.insert(token)
        return token
    }

    /// Marks the work of `token` as done; unknown or already-ended tokens are ignored.
    public func end(_ token: Token) {
        guard running.remove(token) != nil, running.isEmpty else { return }
        let resumed = waiters
        waiters = []
        for waiter in resumed { waiter.resume() }
    }

    /// Returns when no work is running (at once when none is).
    public func waitUntilIdle() async {
        guard !running.isEmpty else { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
