/// An on/off control; the counterpart of `UISwitch`.
///
/// A person's toggle changes ``isOn`` and sends ``Control/Event/valueChanged``: the view changes its own
/// state, the book's example of local view state.
@MainActor
public final class Switch: Control {
    /// Whether the switch is on.
    public var isOn: Bool

    /// Creates a switch.
    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init()
    }

    /// Flips the switch as a person would.
    public func toggle(byUser newValue: Bool? = nil) {
        isOn = newValue ?? !isOn
        sendActions(for: .valueChanged)
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .toggle(isOn: isOn), flags: isEnabled ? [] : [.disabled])
    }
}
