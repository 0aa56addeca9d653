import Foundation
public import ViewKit

/// One arranged view of a stack, described as a value (the book's `ContentElement` of chapter 8's
/// "Declarative Views", from Swift Talk #07): a screen lists its elements, ``view`` makes the view of one,
/// and ``StackView/update(_:)`` brings existing views up to date with a new list.
///
/// Callbacks are the book's `() -> ()`; a text field's is called with the text when the person presses
/// return, a slider's with the value the person chose.
public enum ContentElement: CustomStringConvertible {
    /// A label showing the text in a style.
    case label(String, style: Label.TextStyle = .body)
    /// A button with a title; the callback runs on a tap.
    case button(String, style: Button.Style = .plain, onTap: @MainActor () -> Void)
    /// A text field showing the text, named for accessibility; the callback runs with its text when the
    /// person presses return. The text does not replace what the person is typing, and an edit ended any
    /// other way is dropped: the field shows the text again.
    case textField(String, accessibilityLabel: String, onReturn: @MainActor (String) -> Void)
    /// A slider from 0 to the maximum at the value, named for accessibility; the callback runs with the
    /// value the person slides to.
    case slider(value: Double, maximum: Double, accessibilityLabel: String, onChange: @MainActor (Double) -> Void)
    /// A horizontal stack of elements.
    case row([ContentElement])

    /// The element as a line of text, for tests and logs: what it shows, without its callbacks.
    public var description: String {
        switch self {
        case .label(let text, let style): "label(\(style.rawValue)) \(text)"
        case .button(let title, let style, _): "button(\(style.rawValue)) \(title)"
        case .textField(let text, let label, _): "field \"\(label)\": \(text)"
        case .slider(let value, let maximum, let label, _): "slider \"\(label)\": \(value) of 0…\(maximum)"
        case .row(let elements): "row [" + elements.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// A new view for the element (the book's `view` property).
    @MainActor
    public var view: View {
        let view: View =
            switch self {
            case .label: Label()
            case .button(_, let style, _): Button(style: style)
            case .textField: TextField()
            case .slider: Slider()
            case .row: StackView(axis: .horizontal, spacing: 8)
            }
        apply(to: view)
        return view
    }

    /// Whether `view` is of the kind this element makes, so ``apply(to:)`` can update it in place.
    @MainActor
    public func matches(_ view: View) -> Bool {
        switch self {
        case .label: view is Label
        case .button: view is Button
        case .textField: view is TextField
        case .slider: view is Slider
        case .row: (view as? StackView)?.axis == .horizontal
        }
    }

    /// Sets `view`, made by an element of the same kind, to show this element and call its callbacks.
    @MainActor
    public func apply(to view: View) {
        switch self {
        case .label(let text, let style):
            guard let label = view as? Label else { return }
            if label.textStyle != style { label.textStyle = style }
            if label.text != text { label.text = text }
        case .button(let title, let style, let onTap):
            guard let button = view as? Button else { return }
            if button.style != style { button.style = style }
            if button.currentTitle != title { button.setTitle(title, for: .normal) }
            button.removeAllActions(for: .primaryActionTriggered)
            button.addAction(for: .primaryActionTriggered) { _ in onTap() }
        case .textField(let text, let label, let onReturn):
            guard let field = view as? TextField else { return }
            if field.accessibilityLabel != label { field.accessibilityLabel = label }
            if !field.isFirstResponder, field.text != text { field.text = text }
            field.removeAllActions(for: .editingDidEndOnExit)
            field.addAction(for: .editingDidEndOnExit) { control in
                if let field = control as? TextField { onReturn(field.text) }
            }
            // NB: return sends `editingDidEndOnExit` before `editingDidEnd`; a rename it makes has updated
            // this action to the new text by then.
            field.removeAllActions(for: .editingDidEnd)
            field.addAction(for: .editingDidEnd) { control in
                if let field = control as? TextField, field.text != text { field.text = text }
            }
        case .slider(let value, let maximum, let label, let onChange):
            guard let slider = view as? Slider else { return }
            if slider.accessibilityLabel != label { slider.accessibilityLabel = label }
            // NB: the maximum first, so the value is not clamped to the old range.
            if slider.maximumValue != maximum { slider.maximumValue = maximum }
            if slider.value != value { slider.value = value }
            slider.removeAllActions(for: .valueChanged)
            slider.addAction(for: .valueChanged) { control in
                if let slider = control as? Slider { onChange(slider.value) }
            }
        case .row(let elements):
            (view as? StackView)?.update(elements)
        }
    }
}
