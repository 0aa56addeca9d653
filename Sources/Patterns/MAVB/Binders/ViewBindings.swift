public import ViewKit

// The bindings every view has, and the binders of ViewKit's simple views: label, button, text field,
// slider and progress view. A binder's type is `Binder<ViewKit type>`; the aliases read like the sample
// (`LabelBinder(.text <-- name)`).

/// A label's binder.
public typealias LabelBinder = Binder<Label>
/// A button's binder.
public typealias ButtonBinder = Binder<Button>
/// A text field's binder.
public typealias TextFieldBinder = Binder<TextField>
/// A slider's binder.
public typealias SliderBinder = Binder<Slider>
/// A progress view's binder.
public typealias ProgressBinder = Binder<ProgressView>

extension Property where Instance: View, Value == Bool {
    /// Whether the view is hidden.
    public static var isHidden: Property { Property("isHidden") { $0.isHidden = $1 } }
}

extension Property where Instance: View, Value == String? {
    /// The view's accessibility label.
    public static var accessibilityLabel: Property { Property("accessibilityLabel") { $0.accessibilityLabel = $1 } }
}

extension Binder where Instance == Label {
    /// A label with `bindings`.
    public convenience init(_ bindings: Binding<Label>...) {
        self.init(bindings) { Label() }
    }
}

extension Property where Instance == Label, Value == String {
    /// The label's text.
    public static var text: Property { Property("text") { $0.text = $1 } }
}

extension Property where Instance == Label, Value == Label.TextStyle {
    /// The label's text style.
    public static var textStyle: Property { Property("textStyle") { $0.textStyle = $1 } }
}

extension Binder where Instance == Button {
    /// A button with `bindings`.
    public convenience init(_ bindings: Binding<Button>...) {
        self.init(bindings) { Button() }
    }
}

extension Property where Instance == Button, Value == String {
    /// The button's title for the normal state.
    public static var title: Property { Property("title") { $0.setTitle($1, for: .normal) } }
}

extension Property where Instance == Button, Value == Button.Style {
    /// The button's style.
    public static var buttonStyle: Property { Property("buttonStyle") { $0.style = $1 } }
}

extension Event where Instance: Control, Value == Void {
    /// The control's primary action (a tap).
    public static var action: Event {
        Event("action") { control, _, handler in control.addAction(for: .primaryActionTriggered) { _ in handler(()) } }
    }
}

extension Binder where Instance == TextField {
    /// A text field with `bindings`; return ends editing.
    public convenience init(_ bindings: Binding<TextField>...) {
        self.init(bindings) { TextField() }
    }
}

extension Property where Instance == TextField, Value == String {
    /// The field's text; not replaced while the person is editing it.
    public static var text: Property {
        Property("text") { field, text in if !field.isFirstResponder { field.text = text } }
    }
    /// The field's placeholder.
    public static var placeholder: Property { Property("placeholder") { $0.placeholder = $1 } }
}

extension Event where Instance == TextField, Value == String {
    /// The text after each change the person made.
    public static var textDidChange: Event {
        Event("textDidChange") { field, _, handler in
            field.addAction(for: .editingChanged) { control in
                if let field = control as? TextField { handler(field.text) }
            }
        }
    }

    /// The text when editing ends (return, or focus moving away); return ends editing.
    public static var didEndEditing: Event {
        Event("didEndEditing") { field, _, handler in TextFieldEnding.delegate(of: field).onEnd = handler }
    }

    /// The text when the person presses return, before editing ends (``didEndEditing`` follows); return
    /// ends editing.
    public static var didReturn: Event {
        Event("didReturn") { field, _, handler in TextFieldEnding.delegate(of: field).onReturn = handler }
    }
}

extension Property where Instance == TextField, Value == Void {
    /// Ends the person's editing each time a value arrives (the field resigns the focus, and
    /// ``Event/didEndEditing`` reports the end); a field that is not being edited is left alone.
    public static var resignFirstResponder: Property {
        Property("resignFirstResponder") { field, _ in field.resignFirstResponder() }
    }
}

/// Reports return and the end of editing, and lets return end it: the text field's delegate, one per
/// field for both events.
@MainActor
private final class TextFieldEnding: TextFieldDelegate {
    var onReturn: (@MainActor (String) -> Void)?
    var onEnd: (@MainActor (String) -> Void)?

    /// The field's delegate, made and kept alive with the field the first time.
    static func delegate(of field: TextField) -> TextFieldEnding {
        if let existing = field.delegate as? TextFieldEnding { return existing }
        let delegate = TextFieldEnding()
        field.keepAlive(delegate)
        field.delegate = delegate
        return delegate
    }

    func textFieldDidEndEditing(_ textField: TextField) { onEnd?(textField.text) }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        onReturn?(textField.text)
        _ = textField.resignFirstResponder()
        return true
    }
}

extension Binder where Instance == Slider {
    /// A slider with `bindings`.
    public convenience init(_ bindings: Binding<Slider>...) {
        self.init(bindings) { Slider() }
    }
}

extension Property where Instance == Slider, Value == Double {
    /// The slider's value.
    public static var value: Property { Property("value") { $0.value = $1 } }
    /// The slider's maximum.
    public static var maximumValue: Property { Property("maximumValue") { $0.maximumValue = $1 } }
}

extension Event where Instance == Slider, Value == Double {
    /// The value the person slid to.
    public static var valueChanged: Event {
        Event("valueChanged") { slider, _, handler in
            slider.addAction(for: .valueChanged) { control in
                if let slider = control as? Slider { handler(slider.value) }
            }
        }
    }
}

extension Binder where Instance == ProgressView {
    /// A progress view with `bindings`.
    public convenience init(_ bindings: Binding<ProgressView>...) {
        self.init(bindings) { ProgressView() }
    }
}

extension Property where Instance == ProgressView, Value == Double {
    /// The fraction done, 0 to 1.
    public static var progress: Property { Property("progress") { $0.progress = $1 } }
}

/// A stack view's binder, for a group of views whose bindings share it (a labelled bar).
public typealias StackViewBinder = Binder<StackView>

extension Property where Instance == StackView, Value == [any ViewConvertible] {
    /// The arranged subviews.
    public static var arrangedSubviews: Property {
        Property("arrangedSubviews") { stack, views in
            for view in views { stack.addArrangedSubview(view.view()) }
        }
    }
}
