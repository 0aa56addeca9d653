public import Services

/// The running app: one per process, with its delegate, its clock and its windows; the counterpart of
/// `UIApplication`.
///
/// Hosts drive the lifecycle: ``launch()`` once, ``openWindow(sizeClass:height:width:keyboard:restoring:)`` per screen
/// (a browser tab, a test), ``enterBackground()`` and ``terminate()`` when the person leaves or the host
/// quits. Every window shares the app's model, so all windows observe the same data.
@MainActor
public final class Application {
    /// Where the application is in its lifecycle.
    public enum State: Sendable { case notRunning, active, background, terminated }

    /// The app's delegate, held strongly (the application owns it).
    public let delegate: any ApplicationDelegate
    /// The clock and run loop everything in the app shares.
    public let clock: any Clock
    /// The open windows, oldest first.
    public private(set) var windows: [Window] = []
    /// The lifecycle state.
    public private(set) var state: State = .notRunning

    /// Creates an application; nothing runs until ``launch()``.
    public init(delegate: any ApplicationDelegate, clock: any Clock) {
        self.delegate = delegate
        self.clock = clock
    }

    /// Launches the app: tells the delegate it finished launching. Calling it again does nothing.
    public func launch() {
        guard state == .notRunning else { return }
        state = .active
        delegate.applicationDidFinishLaunching(self)
        clock.drain()
    }

    /// Opens a window, lets the delegate build its interface and, when an archive is given and the
    /// delegate agrees, restores its state.
    ///
    /// - Parameters:
    ///   - sizeClass: the window's width class, which collapses or expands split views.
    ///   - height: the window's height in points; table views size their visible area from it.
    ///   - width: the window's width in points; nil gives a phone's 390 (compact) or a tablet's 1024.
    ///   - keyboard: ``Window/KeyboardSource/virtual`` (a keyboard is up while a text field has the focus)
    ///     for headless hosts and tests, ``Window/KeyboardSource/host`` for a host that reports its own.
    ///   - archive: the restorable state to restore, when the delegate agrees; nil starts afresh.
    @discardableResult
    public func openWindow(
        sizeClass: SizeClass = .compact,
        height: Double = 844,
        width: Double? = nil,
        keyboard: Window.KeyboardSource = .virtual,
        restoring archive: RestorationArchive? = nil
    ) -> Window {
        let window = Window(sizeClass: sizeClass, height: height, width: width, keyboard: keyboard, application: self)
        windows.append(window)
        delegate.application(self, configure: window)
        if let archive { restoreState(of: window, from: archive) }
        window.updateAppearance(animated: false)
        clock.drain()
        return window
    }

    /// Closes `window`: its controllers disappear and it leaves ``windows``.
    public func closeWindow(_ window: Window) {
        windows.removeAll { $0 === window }
        window.rootViewController = nil
    }

    /// Moves the app to the background and tells the delegate (apps save here).
    public func enterBackground() {
        guard state == .active else { return }
        state = .background
        delegate.applicationDidEnterBackground(self)
        clock.drain()
    }

    /// Brings the app back to the foreground.
    public func enterForeground() {
        guard state == .background else { return }
        delegate.applicationWillEnterForeground(self)
        state = .active
        clock.drain()
    }

    /// Quits the app as a person quitting would: background first (if active), then terminate; closes
    /// every window. Calling it again does nothing.
    public func terminate() {
        guard state != .terminated, state != .notRunning else { return }
        enterBackground()
        delegate.applicationWillTerminate(self)
        clock.drain()
        state = .terminated
        for window in windows { closeWindow(window) }
    }
}
