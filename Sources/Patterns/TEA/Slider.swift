/// The payload of a virtual slider: its value in `0...maximum` and the message a person's slide sends.
public struct Slider<Message> {
    /// The current value (clamped to `0...maximum` by the real slider).
    public var value: Double
    /// The upper bound.
    public var maximum: Double
    /// The slider's name for assistive technology and automation.
    public var accessibilityLabel: String?
    /// Whether a person can slide it.
    public var isEnabled: Bool
    /// Maps the value a person slid to to a message.
    public var onChange: ((Double) -> Message)?

    /// Creates a slider payload.
    public init(
        value: Double,
        maximum: Double,
        accessibilityLabel: String? = nil,
        isEnabled: Bool = true,
        onChange: ((Double) -> Message)? = nil
    ) {
        self.value = value
        self.maximum = maximum
        self.accessibilityLabel = accessibilityLabel
        self.isEnabled = isEnabled
        self.onChange = onChange
    }

    /// The same slider sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> Slider<B> {
        Slider<B>(
            value: value, maximum: maximum, accessibilityLabel: accessibilityLabel, isEnabled: isEnabled,
            onChange: onChange.map { change in { transform(change($0)) } })
    }
}
