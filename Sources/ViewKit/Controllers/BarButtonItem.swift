/// A button in a navigation bar; the counterpart of `UIBarButtonItem`.
///
/// An item has either a title or a system item (add, edit, done, …). Tapping it runs its action with the
/// target, or its closure. ``target`` and ``actionName`` let tests check the wiring as the book's tests
/// check `target` and `action`.
@MainActor
public final class BarButtonItem {
    /// Standard items with a standard look and accessibility label.
    public enum SystemItem: String, Sendable {
        case add, edit, done, cancel, save, compose, organize, trash, refresh, play, pause, action, camera, search

        /// The title shown for textual items, nil for symbol items.
        public var title: String? {
            switch self {
            case .edit: "Edit"
            case .done: "Done"
            case .cancel: "Cancel"
            case .save: "Save"
            default: nil
            }
        }

        /// The symbol shown for symbol items.
        public var symbol: String? {
            switch self {
            case .add: "+"
            case .compose: "✎"
            case .organize: "📁"
            case .trash: "🗑"
            case .refresh: "↻"
            case .play: "▶"
            case .pause: "⏸"
            case .action: "⇪"
            case .camera: "📷"
            case .search: "🔍"
            default: nil
            }
        }

        /// The default accessibility label.
        public var defaultLabel: String {
            switch self {
            case .add: "Add"
            case .compose: "Compose"
            case .organize: "Organize"
            case .trash: "Delete"
            case .refresh: "Refresh"
            case .play: "Play"
            case .pause: "Pause"
            case .action: "Share"
            case .camera: "Camera"
            case .search: "Search"
            default: title ?? rawValue
            }
        }
    }

    /// The emphasis of the item.
    public enum Style: Sendable { case plain, done }

    /// The item's identity in render trees.
    public let elementID = ElementID.next()
    /// The system item, if the item is one.
    public let systemItem: SystemItem?
    /// The title; for system items, the standard title (which code may change, as the edit item does).
    public var title: String?
    /// The emphasis.
    public var style: Style
    /// Whether a person can tap the item.
    public var isEnabled = true
    /// A stable identifier for automation.
    public var accessibilityIdentifier: String?
    /// A description for assistive technology; system items have a default.
    public var accessibilityLabel: String?
    /// The target of the action, held weakly.
    public private(set) weak var target: AnyObject?
    /// The action's name (the counterpart of a selector), for target/action items.
    public private(set) var actionName: String?
    private var handler: (@MainActor (BarButtonItem) -> Void)?

    /// Creates a titled item whose tap calls `action` on `target`.
    public init<Target: AnyObject>(
        title: String,
        style: Style = .plain,
        target: Target,
        action name: String,
        _ action: @escaping @MainActor (Target, BarButtonItem) -> Void
    ) {
        self.systemItem = nil
        self.title = title
        self.style = style
        setTarget(target, action: name, action)
    }

    /// Creates a system item whose tap calls `action` on `target`.
    public init<Target: AnyObject>(
        systemItem: SystemItem,
        target: Target,
        action name: String,
        _ action: @escaping @MainActor (Target, BarButtonItem) -> Void
    ) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.accessibilityLabel = systemItem.defaultLabel
        setTarget(target, action: name, action)
    }

    /// Creates an item with a title or system item and a closure action.
    public init(
        title: String? = nil,
        systemItem: SystemItem? = nil,
        style: Style = .plain,
        primaryAction: (@MainActor (BarButtonItem) -> Void)? = nil
    ) {
        self.systemItem = systemItem
        self.title = title ?? systemItem?.title
        self.style = style
        self.accessibilityLabel = systemItem?.defaultLabel
        self.handler = primaryAction
    }

    /// Replaces the action with a target/action pair.
    public func setTarget<Target: AnyObject>(
        _ target: Target,
        action name: String,
        _ action: @escaping @MainActor (Target, BarButtonItem) -> Void
    ) {
        self.target = target
        self.actionName = name
        self.handler = { [weak target] item in
            if let target { action(target, item) }
        }
    }

    /// Replaces the action with a closure (nil removes it).
    public func setAction(_ action: (@MainActor (BarButtonItem) -> Void)?) {
        target = nil
        actionName = nil
        handler = action
    }

    /// Runs the action, as a tap does.
    public func sendAction() {
        handler?(self)
    }

    func renderNode(_ context: inout RenderContext) -> RenderNode {
        context.register(elementID, .barButton(self))
        var flags: [RenderNode.Flag] = isEnabled ? [] : [.disabled]
        if style == .done { flags.append(.preferred) }
        return RenderNode(
            id: elementID, kind: .barButton, text: title, identifier: accessibilityIdentifier,
            label: accessibilityLabel, symbol: systemItem?.symbol, flags: flags)
    }
}
