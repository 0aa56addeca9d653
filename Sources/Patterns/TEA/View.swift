public import ViewKit

/// A virtual view: a plain value that describes one view of the interface, with the messages its events
/// send (the book's `View<Message>`).
///
/// App code builds a tree of these from its state; the ``Driver`` turns the tree into ViewKit views,
/// reusing a real view whenever its kind is unchanged and changing only the properties that differ. Use
/// the static helpers (``label(text:style:)``, ``stackView(views:axis:spacing:accessibilityLabel:)``,
/// ``button(text:style:isEnabled:accessibilityLabel:onTap:)``, ``textField(text:placeholder:accessibilityLabel:onChange:onEnd:onSubmit:)``,
/// ``slider(value:maximum:accessibilityLabel:onChange:)``, ``progress(_:)``, ``space(width:height:)``,
/// ``lazy(_:_:)``) rather than the
/// underscored cases, which carry the payloads.
///
/// ```swift
/// let view: View<Message> = .stackView(views: [
///     .label(text: recording.name),
///     .button(text: playing ? "Pause" : "Play", onTap: .togglePlay),
/// ])
/// ```
public indirect enum View<Message> {
    /// Read-only text.
    case _label(Label)
    /// A row or column of views.
    case _stackView(StackView<Message>)
    /// A tappable button.
    case _button(Button<Message>)
    /// An editable line of text.
    case _textField(TextField<Message>)
    /// A value picked in a range.
    case _slider(Slider<Message>)
    /// Empty space.
    case _space(Space)
    /// A bar showing how far something has come.
    case _progress(Progress)
    /// A view made from an input only when the input changed.
    case _lazy(LazyView<Message>)
    /// A view of another message type whose messages are turned into this type's.
    case _mapped(MappedView<Message>)

    /// Read-only text in a text style.
    public static func label(text: String, style: Label.Style = .body) -> View {
        ._label(Label(text: text, style: style))
    }

    /// A stack of `views` along `axis`; an accessibility label makes it one element for assistive
    /// technologies (a labelled horizontal stack is one line of a snapshot).
    public static func stackView(
        views: [View], axis: StackView<Message>.Axis = .vertical, spacing: Double = 8,
        accessibilityLabel: String? = nil
    )
        -> View
    {
        ._stackView(StackView(views: views, axis: axis, spacing: spacing, accessibilityLabel: accessibilityLabel))
    }

    /// A button titled `text` that sends `onTap` when tapped (nothing when nil); an accessibility label
    /// names it apart from buttons titled alike.
    public static func button(
        text: String, style: Button<Message>.Style = .plain, isEnabled: Bool = true,
        accessibilityLabel: String? = nil, onTap: Message?
    ) -> View {
        ._button(
            Button(
                text: text, style: style, isEnabled: isEnabled, accessibilityLabel: accessibilityLabel, onTap: onTap))
    }

    /// A text field showing `text`; `onChange` maps each edit's text to a message, `onEnd` the text when
    /// editing ends, `onSubmit` (when given) the text when the person presses return, which then sends
    /// no `onEnd`.
    public static func textField(
        text: String,
        placeholder: String? = nil,
        accessibilityLabel: String? = nil,
        onChange: ((String) -> Message)? = nil,
        onEnd: ((String) -> Message)? = nil,
        onSubmit: ((String) -> Message)? = nil
    ) -> View {
        ._textField(
            TextField(
                text: text, placeholder: placeholder, accessibilityLabel: accessibilityLabel, onChange: onChange,
                onEnd: onEnd, onSubmit: onSubmit))
    }

    /// A slider at `value` in `0...maximum`; `onChange` maps a person's slide to a message.
    public static func slider(
        value: Double, maximum: Double, accessibilityLabel: String? = nil, onChange: ((Double) -> Message)? = nil
    ) -> View {
        ._slider(Slider(value: value, maximum: maximum, accessibilityLabel: accessibilityLabel, onChange: onChange))
    }

    /// A progress bar at `value`, from 0 to 1.
    public static func progress(_ value: Double) -> View {
        ._progress(Progress(value: value))
    }

    /// The view `view(input)`, made and reconciled only when `input` differs from its value at the last
    /// render (Elm's `Html.Lazy`): an unchanged input costs one comparison, whatever the view's size.
    ///
    /// Contract: `input` is a value holding everything the view shows and sends, and `view` is a pure
    /// function of it. Prefer inputs whose `==` is fast when nothing changed (arrays and structs of
    /// arrays compare their storage first).
    ///
    /// ```swift
    /// .lazy(state.folder) { folder in .label(text: "\(folder.items.count) items") }
    /// ```
    @inlinable
    public static func lazy<Input: Equatable>(_ input: Input, _ view: @escaping (Input) -> View) -> View {
        ._lazy(LazyView(input, view))
    }

    /// Empty space of the given size; nil dimensions are flexible.
    public static func space(width: Double? = nil, height: Double? = nil) -> View {
        ._space(Space(width: width, height: height))
    }

    /// The same view sending `transform(message)` instead of each message (Elm's `Html.map`).
    ///
    /// - Complexity: O(1): the view is kept as it is, and the renderer sends `transform(message)` for each
    ///   message its controls send (see ``MappedView``). A mapped view mapped again keeps one view and
    ///   composes the two functions.
    @inlinable
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> View<B> {
        if case ._mapped(let mapped) = self { return ._mapped(mapped.map(transform)) }
        return ._mapped(MappedView(self, transform))
    }

    /// The same view with this level's payload mapped and each child mapped in turn (by ``map(_:)``):
    /// what ``MappedView/view`` shows.
    func mappingPayload<B>(_ transform: @escaping @Sendable (Message) -> B) -> View<B> {
        switch self {
        case ._label(let label): ._label(label)
        case ._stackView(let stack): ._stackView(stack.map(transform))
        case ._button(let button): ._button(button.map(transform))
        case ._textField(let field): ._textField(field.map(transform))
        case ._slider(let slider): ._slider(slider.map(transform))
        case ._space(let space): ._space(space)
        case ._progress(let progress): ._progress(progress)
        case ._lazy(let lazy): ._lazy(lazy.map(transform))
        case ._mapped(let mapped): ._mapped(mapped.map(transform))
        }
    }
}
