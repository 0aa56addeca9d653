public import RecordingsCore
public import ViewKit

/// A Recordings app's windows, each with what its pattern built for it (see ``WindowRegistry``), and
/// where the library's problems are shown: the notices the launch left (a document that could not be
/// read and was set aside) in each new window, problems found later (a save that failed) in every open
/// window. Every pattern's app delegate makes one and says how its pattern shows a message.
@MainActor
public final class RecordingsWindows<Value: AnyObject> {
    /// Shows `message` in `window`, whose value is `value`.
    public typealias Show = @MainActor (_ message: String, _ window: Window, _ value: Value) -> Void

    /// The library whose problems are shown.
    public let library: RecordingsLibrary
    private var registry: WindowRegistry<Value>
    private let show: Show

    /// Creates the registry of `library`'s windows and becomes where the library reports its problems
    /// (``RecordingsCore/RecordingsLibrary/reportProblem``).
    ///
    /// - Parameters:
    ///   - holding: whether the window's controllers own each value (the default) or this registry does.
    ///   - show: how the pattern shows a problem; by default an alert titled "Library problem" over
    ///     whatever the window shows.
    public init(library: RecordingsLibrary, holding: WindowRegistry<Value>.Holding = .weakly, show: Show? = nil) {
        self.library = library
        registry = WindowRegistry(holding: holding)
        self.show = show ?? { message, window, _ in window.presentLibraryProblem(message) }
        library.reportProblem = { [weak self] message in self?.showInEveryWindow(message) }
    }

    /// Registers `value` as `window`'s and shows the window the notices the launch left; call it once the
    /// window shows its interface.
    public func add(_ value: Value, for window: Window) {
        registry.register(value, for: window)
        for notice in library.takePendingNotices() { show(notice, window, value) }
    }

    /// The value of `window`, while it is held.
    public func value(for window: Window) -> Value? { registry.value(for: window) }

    /// Every value still held, oldest window first.
    public var values: [Value] { registry.values }

    /// The value of the window added last, while it is held.
    public var newest: Value? { registry.newest }

    /// Forgets every window (after termination stopped them).
    public func removeAll() { registry.removeAll() }

    /// Shows `message` in every window still open.
    public func showInEveryWindow(_ message: String) {
        for (window, value) in registry.windows { show(message, window, value) }
    }
}
