public import Inspection

/// The app's side of the application lifecycle; the counterpart of `UIApplicationDelegate` (with the
/// scene delegate's per-window hook).
///
/// Only ``application(_:configure:)`` has no default: it gives each new window its root view controller.
/// The books' persistence rules hang on these hooks: the to-do app saves on background and terminate;
/// apps opt into state restoration by returning true from the should-save/should-restore methods.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The application launched; set up the model.
    func applicationDidFinishLaunching(_ application: Application)
    /// Builds the interface of a new window: set its root view controller.
    func application(_ application: Application, configure window: Window)
    /// The application moved to the background (a host lost its person, or is quitting).
    func applicationDidEnterBackground(_ application: Application)
    /// The application is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: Application)
    /// The application is about to quit.
    func applicationWillTerminate(_ application: Application)
    /// Whether to save restorable state; the default is false.
    func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool
    /// Whether to restore saved state; the default is false.
    func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool
    /// Creates the view controller for a restoration path that the current hierarchy lacks (for example a
    /// pushed folder screen); nil skips it.
    func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController?
    /// The live inspector of the app's states, for a view-state-driven app; nil (the default) for apps
    /// whose state is not one document and one view state. Return the same instance every time.
    var stateInspector: (any StateInspector)? { get }
}

extension ApplicationDelegate {
    public func applicationDidFinishLaunching(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        false
    }
    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool { false }
    public func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? { nil }
    public var stateInspector: (any StateInspector)? { nil }
}
