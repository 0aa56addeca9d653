/// A tappable control with a title per state; the counterpart of `UIButton`.
///
/// A tap (from automation or a host) sends ``Control/Event/primaryActionTriggered``.
@MainActor
public final class Button: Control {
    /// The states a title can be set for.
    public enum State: Hashable, Sendable { case normal, disabled, selected }

    /// How the button is drawn.
    public enum Style: String, Sendable { case plain, filled, destructive }

    /// The drawing style.
    public var style: Style
    /// Whether the button is in the selected state.
    public var isSelected = false
    /// An optional image shown before the title.
    public var image: Image?
    private var titles: [State: String] = [:]

    /// Creates a button with a normal-state title and an optional tap handler.
    public init(title: String? = nil, style: Style = .plain, action: (@MainActor (Button) -> Void)? = nil) {
        self.style = style
        super.init()
        if let title { titles[.normal] = title }
        if let action {
            addAction(for: .primaryActionTriggered) { control in
                if let button = control as? Button { action(button) }
            }
        }
    }

    /// Sets the title shown in `state`; nil falls back to the normal title.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    /// The title set for `state`, without fallback.
    public func title(for state: State) -> String? { titles[state] }

    /// The title shown now: the one for the current state, else the normal one.
    public var currentTitle: String? {
        if !isEnabled, let title = titles[.disabled] { return title }
        if isSelected, let title = titles[.selected] { return title }
        return titles[.normal]
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        var flags: [RenderNode.Flag] = []
        if !isEnabled { flags.append(.disabled) }
        if isSelected { flags.append(.selected) }
        if style == .destructive { flags.append(.destructive) }
        if style == .filled { flags.append(.preferred) }
        return RenderNode(id: elementID, .button(title: currentTitle ?? "", image: image), flags: flags)
    }
}
