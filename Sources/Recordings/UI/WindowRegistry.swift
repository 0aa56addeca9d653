public import ViewKit

/// What a Recordings app delegate built for each of its windows (a shared player, a coordinator, a
/// window model, a driver), found by window: how restoration reaches the window being restored, how the
/// library's problems reach every window and how termination reaches every window's playback.
///
/// An entry holds its window weakly, and its value weakly (the window's controllers own it) or strongly
/// (the registry is its owner, as a TEA driver's is). Entries whose value is gone, or whose strongly held
/// value's window is gone, are dropped when the next window registers; until then ``values`` still
/// lists a strongly held value, so termination can stop it.
@MainActor
public struct WindowRegistry<Value: AnyObject> {
    /// How an entry holds its value.
    public enum Holding: Sendable {
        /// The window's controllers own the value; the entry goes when they let go of it.
        case weakly
        /// The registry owns the value; the entry goes once its window is gone.
        case strongly
    }

    private let holding: Holding
    private var entries: [Entry] = []

    /// Creates an empty registry whose entries hold their values as `holding` says.
    public init(holding: Holding = .weakly) {
        self.holding = holding
    }

    /// Makes `value` the one of `window`, in place of any earlier one, and drops the entries that are gone.
    public mutating func register(_ value: Value, for window: Window) {
        entries.removeAll { entry in entry.window === window || entry.isGone }
        entries.append(Entry(window: window, value: value, holding: holding))
    }

    /// The value of `window`, while it is held.
    public func value(for window: Window) -> Value? {
        entries.first { $0.window === window }?.value
    }

    /// Every value still held, oldest window first: what termination stops.
    public var values: [Value] { entries.compactMap(\.value) }

    /// The windows still there with their values, oldest first: where a problem is shown.
    public var windows: [(window: Window, value: Value)] {
        entries.compactMap { entry in
            guard let window = entry.window, let value = entry.value else { return nil }
            return (window, value)
        }
    }

    /// The value of the window registered last, while it is held (the one an inspector shows).
    public var newest: Value? { entries.last?.value }

    /// Forgets every entry.
    public mutating func removeAll() {
        entries.removeAll()
    }

    /// One window and its value.
    private struct Entry {
        weak var window: Window?
        private weak var weakValue: Value?
        private let strongValue: Value?

        init(window: Window, value: Value, holding: Holding) {
            self.window = window
            switch holding {
            case .weakly:
                weakValue = value
                strongValue = nil
            case .strongly:
                weakValue = nil
                strongValue = value
            }
        }

        var value: Value? { strongValue ?? weakValue }

        /// Whether the value is gone, or the window of a strongly held value.
        var isGone: Bool { strongValue == nil ? weakValue == nil : window == nil }
    }
}
