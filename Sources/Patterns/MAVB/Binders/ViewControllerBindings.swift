public import Services
public import ViewKit

/// A view controller's binder (the sample's `ViewController`): its view from a layout, its title, its
/// navigation item, and connections that end with it (`.cancelOnClose`).
public typealias ViewControllerBinder = Binder<BoundViewController>

/// The view controller a ``ViewControllerBinder`` builds: ViewKit's plain view controller, whose view is
/// set by a binding and whose edit mode reaches the tables in its view (as a table view controller's
/// does), so no app needs a subclass.
@MainActor
public final class BoundViewController: ViewController {
    fileprivate var layout: Layout?
    fileprivate var editingHandlers: [@MainActor (Bool) -> Void] = []
    fileprivate var appearHandlers: [@MainActor () -> Void] = []

    public override func loadView() {
        view = layout?.build() ?? View()
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for handler in appearHandlers { handler() }
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        view.forEachDescendant { ($0 as? TableView)?.setEditing(editing, animated: animated) }
        for handler in editingHandlers { handler(editing) }
    }
}

extension Binder where Instance == BoundViewController {
    /// A view controller with `bindings`.
    public convenience init(_ bindings: Binding<BoundViewController>...) {
        self.init(bindings) { BoundViewController() }
    }
}

extension Property where Instance == BoundViewController, Value == Layout {
    /// The view, built from a layout when the view loads.
    public static var layout: Property { Property("layout") { $0.layout = $1 } }
}

extension Property where Instance: ViewController, Value == String {
    /// The title (and the navigation item's title).
    public static var title: Property {
        Property("title") { controller, title in
            if controller.title != title { controller.title = title }
            if controller.navigationItem.title != title { controller.navigationItem.title = title }
        }
    }
}

extension Property where Instance: ViewController, Value == Binder<NavigationItem> {
    /// The bindings of the controller's navigation item.
    public static var navigationItem: Property {
        Property("navigationItem") { controller, binder, lifetime in
            binder.apply(to: controller.navigationItem, lifetime: lifetime)
        }
    }
}

extension Property where Instance: ViewController, Value == [@MainActor () -> SignalSubscription] {
    /// Connections between adapters made when the controller is built and ended when it goes (the
    /// sample's `.cancelOnClose`): `.cancelOnClose -- [{ selection.signal.bind(to: pushInput) }]`.
    public static var cancelOnClose: Property {
        Property("cancelOnClose") { _, connections, lifetime in
            for connect in connections { lifetime.add(connect()) }
        }
    }
}

extension Property where Instance: ViewController, Value == ModalPresentationStyle {
    /// How the controller is presented.
    public static var modalPresentationStyle: Property {
        Property("modalPresentationStyle") { $0.modalPresentationStyle = $1 }
    }
}

extension Property where Instance == BoundViewController, Value == Bool {
    /// Whether the controller is in edit mode (its tables follow).
    public static var isEditing: Property {
        Property("isEditing") { controller, editing in
            if controller.isEditing != editing { controller.setEditing(editing, animated: true) }
        }
    }
}

extension Event where Instance == BoundViewController, Value == Bool {
    /// Edit mode changed (the Edit button, or a binding).
    public static var editingChanged: Event {
        Event("editingChanged") { controller, _, handler in controller.editingHandlers.append(handler) }
    }
}

extension Event where Instance == BoundViewController, Value == Void {
    /// The controller's view appeared.
    public static var didAppear: Event {
        Event("didAppear") { controller, _, handler in controller.appearHandlers.append { handler(()) } }
    }
}

/// A navigation item's binder: its title and bar button items.
public typealias NavigationItemBinder = Binder<NavigationItem>

extension Binder where Instance == NavigationItem {
    /// A navigation item with `bindings`, applied to a controller's item by `.navigationItem`.
    public convenience init(_ bindings: Binding<NavigationItem>...) {
        self.init(bindings) { NavigationItem() }
    }
}

extension Property where Instance == NavigationItem, Value == [Binder<BarButtonItem>] {
    /// The items on the right, first rightmost.
    public static var rightBarButtonItems: Property {
        Property("rightBarButtonItems") { item, binders, lifetime in
            item.rightBarButtonItems = binders.map { $0.instance(in: lifetime) }
        }
    }

    /// The items on the left.
    public static var leftBarButtonItems: Property {
        Property("leftBarButtonItems") { item, binders, lifetime in
            item.leftBarButtonItems = binders.map { $0.instance(in: lifetime) }
        }
    }
}

/// A bar button item's binder.
public typealias BarButtonItemBinder = Binder<BarButtonItem>

extension Binder where Instance == BarButtonItem {
    /// A system item (`.add`, `.organize`, `.edit`) with `bindings`.
    public convenience init(systemItem: BarButtonItem.SystemItem, _ bindings: Binding<BarButtonItem>...) {
        self.init(bindings) { BarButtonItem(title: nil, systemItem: systemItem) }
    }

    /// A titled item with `bindings`.
    public convenience init(title: String, _ bindings: Binding<BarButtonItem>...) {
        self.init(bindings) { BarButtonItem(title: title, style: .plain) }
    }
}

extension Property where Instance == BarButtonItem, Value == String? {
    /// The item's title.
    public static var title: Property { Property("title") { $0.title = $1 } }
    /// The item's accessibility label.
    public static var accessibilityLabel: Property { Property("accessibilityLabel") { $0.accessibilityLabel = $1 } }
}

extension Property where Instance == BarButtonItem, Value == BarButtonItem.Style {
    /// The item's style (`.done` is bold).
    public static var style: Property { Property("style") { $0.style = $1 } }
}

extension Event where Instance == BarButtonItem, Value == Void {
    /// The item was tapped.
    public static var action: Event {
        Event("action") { item, _, handler in item.setAction { _ in handler(()) } }
    }
}

extension Property where Instance == BoundViewController, Value == Bool {
    /// Whether the navigation item's left button is the controller's Edit/Done button.
    public static var showsEditButton: Property {
        Property("showsEditButton") { controller, shows in
            controller.navigationItem.leftBarButtonItem = shows ? controller.editButtonItem : nil
        }
    }
}
