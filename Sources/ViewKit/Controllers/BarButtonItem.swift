/// A button in a navigation bar; the counterpart of `UIBarButtonItem`.
///
/// An item has either a title or a system item (add, edit, done, …). Tapping it runs its action: a method
/// of its target, given as a method reference (UIKit's target and selector, typed), or a closure.
///
/// ```swift
/// let add = BarButtonItem(systemItem: .add, target: self, action: FolderViewController.createNewFolder)
/// ```
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
    private var handler: (@MainActor (BarButtonItem) -> Void)?

    /// Creates a titled item whose tap calls the method `action` of `target` with the item.
    public init<Target: AnyObject>(
        title: String,
        style: Style = .plain,
        target: Target,
        action: @escaping @MainActor (Target) -> @MainActor (BarButtonItem) -> Void
    ) {
        self.systemItem = nil
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates a titled item whose tap calls the method `action` of `target`.
    public convenience init<Target: AnyObject>(
        title: String,
        style: Style = .plain,
        target: Target,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(title: title, style: style, target: target, action: { target in { _ in action(target)() } })
    }

    /// Creates a system item whose tap calls the method `action` of `target` with the item.
    public init<Target: AnyObject>(
        systemItem: SystemItem,
        target: Target,
        action: @escaping @MainActor (Target) -> @MainActor (BarButtonItem) -> Void
    ) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.accessibilityLabel = systemItem.defaultLabel
        setTarget(target, action: action)
    }

    /// Creates a system item whose tap calls the method `action` of `target`.
    public convenience init<Target: AnyObject>(
        systemItem: SystemItem,
        target: Target,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(systemItem: systemItem, target: target, action: { target in { _ in action(target)() } })
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

    /// Replaces the action with the method `action` of `target`, called with the item; the target is held
    /// weakly, and a tap after it is gone does nothing.
    public func setTarget<Target: AnyObject>(
        _ target: Target,
        action: @escaping @MainActor (Target) -> @MainActor (BarButtonItem) -> Void
    ) {
        self.target = target
        self.handler = { [weak target] item in
            if let target { action(target)(item) }
        }
    }

    /// Replaces the action with the method `action` of `target`; the target is held weakly.
    public func setTarget<Target: AnyObject>(
        _ target: Target,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        setTarget(target, action: { target in { _ in action(target)() } })
    }

    /// Replaces the action with a closure (nil removes it).
    public func setAction(_ action: (@MainActor (BarButtonItem) -> Void)?) {
        target = nil
        handler = action
    }

    /// Runs the action, as a tap does.
    public func sendAction() {
        handler?(self)
    }

    func renderNode(_ context: inout RenderContext, placement: RenderNode.BarPlacement) -> RenderNode {
        context.register(elementID, .barButton(self))
        var flags: [RenderNode.Flag] = isEnabled ? [] : [.disabled]
        if style == .done { flags.append(.preferred) }
        return RenderNode(
            id: elementID, .barButton(title: title, symbol: systemItem?.symbol, placement: placement),
            identifier: accessibilityIdentifier, label: accessibilityLabel, flags: flags)
    }
}
