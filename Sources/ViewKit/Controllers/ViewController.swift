/// Manages one screen (or part of one): its view, its place among other view controllers, its
/// appearance and its restorable state; the counterpart of `UIViewController`.
///
/// The lifecycle follows UIKit: the view loads lazily on first access (``loadView()`` then
/// ``viewDidLoad()``); the window sends ``viewWillAppear(_:)``/``viewDidAppear(_:)`` and
/// ``viewWillDisappear(_:)``/``viewDidDisappear(_:)`` as the controller becomes visible or not, whether
/// through a push, a pop, a presentation or a change of the window's root.
@MainActor
open class ViewController {
    /// Where the controller is in its appearance cycle.
    public enum AppearanceState: Sendable { case disappeared, appearing, appeared, disappearing }

    /// The controller's identity in render trees.
    public let elementID = ElementID.next()
    /// The identity of the modal container when the controller is presented.
    public let presentationID = ElementID.next()
    /// The title; navigation bars and back buttons show it unless the navigation item has its own.
    public var title: String?
    /// What the navigation bar shows while this controller is on top.
    public let navigationItem = NavigationItem()
    /// The identifier that makes the controller part of state restoration; nil excludes it and its
    /// children.
    public var restorationIdentifier: String?
    /// An object that encodes and decodes state on the controller's behalf, after the controller's own
    /// methods (a TEA driver does this for its root controller). Held weakly.
    public weak var restorationDelegate: (any ViewControllerRestorationDelegate)?
    /// How the controller covers its presenter when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Whether the controller is in editing mode (see ``setEditing(_:animated:)``).
    public private(set) var isEditing = false
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// The containing view controller.
    public internal(set) weak var parent: ViewController?
    /// The contained view controllers, in order.
    public internal(set) var children: [ViewController] = []
    var storedPresented: ViewController?
    weak var storedPresenting: ViewController?
    /// The window this controller is the root of.
    weak var rootWindow: Window?

    private var storedView: View?
    /// Objects that live as long as the controller (see ``keepAlive(_:)``).
    private var lifetimeObjects: [AnyObject] = []
    private var isLoadingView = false
    private var storedEditButton: BarButtonItem?

    /// Creates a view controller; its view loads on first access.
    public init() {}

    // MARK: View

    /// The root view, loaded on first access.
    public var view: View {
        get {
            loadViewIfNeeded()
            if let storedView { return storedView }
            let fallback = View()
            adopt(fallback)
            return fallback
        }
        set { adopt(newValue) }
    }

    /// The root view if it is loaded; never triggers loading.
    public var viewIfLoaded: View? { storedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Creates the root view; override to build a custom one and assign it to ``ViewController/view``. The
    /// default is an empty ``View``.
    open func loadView() {
        view = View()
    }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if storedView == nil { adopt(View()) }
        isLoadingView = false
        viewDidLoad()
    }

    private func adopt(_ newView: View) {
        storedView?.owningViewController = nil
        storedView = newView
        newView.owningViewController = self
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}
    /// Called before the controller becomes visible.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the controller became visible.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the controller stops being visible.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the controller stopped being visible.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller is visible (appearing or appeared).
    public var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// NB: isolated, so what the controller releases (its views, children, and the subscriptions kept with
    /// ``keepAlive(_:)``) ends on the main actor, wherever its last reference goes.
    isolated deinit {}

    /// Keeps `object` alive for as long as the controller lives, then releases it (the counterpart of an
    /// Objective-C associated object): binding libraries keep the controller's subscriptions here.
    public func keepAlive(_ object: AnyObject) {
        lifetimeObjects.append(object)
    }

    // MARK: Editing

    /// A bar button item that toggles editing, titled "Edit" or "Done".
    public var editButtonItem: BarButtonItem {
        if let storedEditButton { return storedEditButton }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
        item.setTarget(self, action: ViewController.toggleEditing)
        storedEditButton = item
        return item
    }

    /// The edit button's action: toggles editing, animated.
    private func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    /// Turns editing on or off and updates the edit button's title. Subclasses override to apply it to
    /// their views and must call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        if let storedEditButton {
            storedEditButton.title = editing ? "Done" : "Edit"
            storedEditButton.style = editing ? .done : .plain
        }
    }

    // MARK: Hierarchy

    /// The window showing the controller, if it is in one.
    public var window: Window? {
        var current = self
        while let next = current.parent ?? current.storedPresenting { current = next }
        return current.rootWindow
    }

    /// The nearest ancestor navigation controller.
    public var navigationController: NavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest ancestor split view controller.
    public var splitViewController: SplitViewController? {
        var current = parent
        while let candidate = current {
            if let split = candidate as? SplitViewController { return split }
            current = candidate.parent
        }
        return nil
    }

    /// Called before the controller moves to a new parent (nil when leaving); override to react.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller moved to a new parent; updates appearance in the window. Overrides
    /// must call super.
    open func didMove(toParent parent: ViewController?) {
        window?.updateAppearance(animated: false)
    }

    /// The children that are on screen when this controller is; containers narrow it (a navigation
    /// controller shows only its top).
    var visibleChildren: [ViewController] { children }

    /// The children restoration walks into, in order; containers decide.
    var restorationChildren: [ViewController] { children }

    /// A short name for logs: the restoration identifier or type, and the title.
    public var logDescription: String {
        let name = restorationIdentifier ?? Self.typeName(of: self)
        let shownTitle = navigationItem.title ?? title
        return shownTitle.map { "\(name) \"\($0)\"" } ?? name
    }

    /// The names of the controller types logged so far.
    ///
    /// NB: `String(describing:)` of a type demangles its name each time; for a generic controller (MAVB's
    /// bound ones) that was 3% of a push.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// `controller`'s type name, made once per type.
    private static func typeName(of controller: ViewController) -> String {
        let type = type(of: controller)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    // MARK: Restoration

    /// Encodes the controller's restorable state (for example the uuid path of the folder it shows).
    open func encodeRestorableState(with coder: RestorationCoder) {}

    /// Decodes what ``encodeRestorableState(with:)`` stored; missing values must be tolerated.
    open func decodeRestorableState(with coder: RestorationCoder) {}

    /// Called on every restored controller once the whole hierarchy is restored.
    open func applicationFinishedRestoringState() {}

    // MARK: Rendering

    /// The node for this controller's screen; containers override.
    func renderNode(_ context: inout RenderContext) -> RenderNode {
        context.register(elementID, .viewController(self))
        var children: [RenderNode] = []
        if let node = view.render(&context) { children.append(node) }
        return RenderNode(id: elementID, .screen(title: navigationItem.title ?? title), children: children)
    }
}
