/// Picks a value in a continuous range; the counterpart of `UISlider`.
///
/// Values are clamped to ``minimumValue``...``maximumValue``. A person's slide sends
/// ``Control/Event/valueChanged``; setting ``value`` from code sends nothing.
@MainActor
public final class Slider: Control {
    /// The lower bound.
    public var minimumValue: Double = 0 { didSet { clamp() } }
    /// The upper bound.
    public var maximumValue: Double = 1 { didSet { clamp() } }
    /// The current value, always within the bounds.
    public var value: Double = 0 { didSet { clamp() } }

    /// Creates a slider.
    public init(value: Double = 0, minimum: Double = 0, maximum: Double = 1) {
        super.init()
        minimumValue = minimum
        maximumValue = max(minimum, maximum)
        self.value = value
        // NB: property observers do not run in the class's own initializer, so clamp here.
        clamp()
    }

    /// Moves the slider as a person would and sends ``Control/Event/valueChanged``.
    public func slide(byUser newValue: Double) {
        value = newValue
        sendActions(for: .valueChanged)
    }

    private func clamp() {
        let upper = max(minimumValue, maximumValue)
        let clamped = min(max(value, minimumValue), upper)
        if clamped != value || value.isNaN { value = value.isNaN ? minimumValue : clamped }
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(
            id: elementID, .slider(value: value, minimumValue: minimumValue, maximumValue: maximumValue),
            flags: isEnabled ? [] : [.disabled])
    }
}
