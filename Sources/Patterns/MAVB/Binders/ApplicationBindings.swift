import Foundation
public import Inspection
import Services
public import ViewKit

/// The application's binder (the sample treats the application as one more view): a window binder for
/// each window, and the application's events.
///
/// ```swift
/// ApplicationBinder(
///     .window -- { window in WindowBinder(.rootViewController <-- splitVar.signal.map { splitView($0, store) }) },
///     .willTerminate --> Input<Void>().map { .save }.bind(to: store.input))
/// ```
public typealias ApplicationBinder = Binder<BoundApplicationDelegate>

/// The application delegate an ``ApplicationBinder`` builds; a host launches it like any other.
@MainActor
public final class BoundApplicationDelegate: ApplicationDelegate, LifetimeHolder {
    fileprivate var makeWindow: (@MainActor (Window) -> Binder<Window>)?
    fileprivate var terminateHandlers: [@MainActor () -> Void] = []
    fileprivate var encode: (@MainActor (Window, RestorationCoder) -> Void)?
    fileprivate var decode: (@MainActor (Window, RestorationCoder) -> Void)?
    fileprivate var inspector: (@MainActor () -> (any StateInspector)?)?
    private var kept: [AnyObject] = []
    private var windowLifetimes: [ObjectIdentifier: Lifetime] = [:]

    init() {}

    public func keepAlive(_ object: AnyObject) {
        kept.append(object)
    }

    public func application(_ application: Application, configure window: Window) {
        guard let makeWindow else { return }
        let lifetime = Lifetime()
        windowLifetimes = windowLifetimes.filter { key, _ in
            application.windows.contains { ObjectIdentifier($0) == key }
        }
        windowLifetimes[ObjectIdentifier(window)] = lifetime
        makeWindow(window).apply(to: window, lifetime: lifetime)
    }

    public func applicationWillTerminate(_ application: Application) {
        for handler in terminateHandlers { handler() }
    }

    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        guard let encode, let window = coder.window else { return false }
        encode(window, coder)
        return true
    }

    /// Hands the saved state to the app, which replaces the window's state and so its whole interface;
    /// returns false, because no controller restores itself.
    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        guard let decode, let window = coder.window else { return false }
        decode(window, coder)
        return false
    }

    public var stateInspector: (any StateInspector)? { inspector?() }
}

extension Binder where Instance == BoundApplicationDelegate {
    /// An application with `bindings`.
    public convenience init(_ bindings: Binding<BoundApplicationDelegate>...) {
        self.init(bindings) { BoundApplicationDelegate() }
    }
}

extension Property where Instance == BoundApplicationDelegate, Value == @MainActor (Window) -> Binder<Window> {
    /// The binder of each new window, given the window (its state is kept per window).
    public static var window: Property { Property("window") { $0.makeWindow = $1 } }
}

extension Property where Instance == BoundApplicationDelegate, Value == @MainActor (Window, RestorationCoder) -> Void {
    /// Writes a window's state for restoration (the sample's `encodeLatest(from: splitVar)`).
    public static var willEncodeRestorableState: Property {
        Property("willEncodeRestorableState") { $0.encode = $1 }
    }

    /// Reads a window's restored state (the sample's `decodeSend(to: splitVar)`).
    public static var didDecodeRestorableState: Property {
        Property("didDecodeRestorableState") { $0.decode = $1 }
    }
}

extension Property where Instance == BoundApplicationDelegate, Value == @MainActor () -> (any StateInspector)? {
    /// The state inspector the web host shows, if the app has one.
    public static var stateInspector: Property { Property("stateInspector") { $0.inspector = $1 } }
}

extension Event where Instance == BoundApplicationDelegate, Value == Void {
    /// The application is about to quit.
    public static var willTerminate: Event {
        Event("willTerminate") { delegate, _, handler in delegate.terminateHandlers.append { handler(()) } }
    }
}

/// A window's binder, applied to each window the host opens.
public typealias WindowBinder = Binder<Window>

extension Binder where Instance == Window {
    /// A window with `bindings` (applied to the window the host opened).
    public convenience init(_ bindings: Binding<Window>...) {
        self.init(bindings) {
            ProgrammerError.report("A window binder is applied to the host's window; it cannot make one.")
            return Window(sizeClass: .compact, application: nil)
        }
    }
}

extension Property where Instance == Window, Value == any ViewControllerConvertible {
    /// The window's root view controller; each value replaces the whole interface (a restored state).
    public static var rootViewController: Property {
        Property("rootViewController") { window, root in window.rootViewController = root.viewController() }
    }
}
