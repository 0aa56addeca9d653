/// An editable line of text; the counterpart of `UITextField`.
///
/// A person's typing (``replaceText(byUser:)``) sends ``Control/Event/editingChanged``; return asks the
/// delegate and, when allowed, sends ``Control/Event/editingDidEndOnExit`` and ends editing, which sends
/// ``Control/Event/editingDidEnd`` and tells the delegate. Setting ``text`` from code sends nothing, as in
/// UIKit. In a window with a virtual keyboard, the keyboard shows while a field has the focus (see
/// ``Window/addKeyboardObserver(_:)``).
@MainActor
public final class TextField: Control {
    /// The text; never nil, empty when nothing was typed.
    public var text: String = ""
    /// Shown when the text is empty.
    public var placeholder: String?
    /// Whether the text is shown as dots.
    public var isSecureTextEntry = false
    /// The delegate, held weakly.
    public weak var delegate: (any TextFieldDelegate)?
    /// Whether the field has the keyboard focus.
    public private(set) var isFirstResponder = false

    /// Creates a text field.
    public init(text: String = "", placeholder: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        super.init()
    }

    /// Gives the field the keyboard focus, taking it from any other field in the window.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        if let window { window.takeFocus(for: self) }
        isFirstResponder = true
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        window?.focusDidSettle()
        return true
    }

    /// Takes the keyboard focus away; ends editing when the field had it.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        isFirstResponder = false
        let window = window
        window?.focusEnded(for: self)
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        window?.focusDidSettle()
        return true
    }

    /// Replaces the text as a person typing would: focuses the field, sets the text, sends
    /// ``Control/Event/editingChanged``.
    public func replaceText(byUser newText: String) {
        becomeFirstResponder()
        text = newText
        sendActions(for: .editingChanged)
    }

    /// Presses return as a person would.
    public func pressReturn() {
        let allowed = delegate?.textFieldShouldReturn(self) ?? true
        guard allowed else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        var flags: [RenderNode.Flag] = []
        if !isEnabled { flags.append(.disabled) }
        if isFirstResponder { flags.append(.focused) }
        if isSecureTextEntry { flags.append(.secure) }
        let shown = isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        return RenderNode(id: elementID, .textField(text: shown, placeholder: placeholder), flags: flags)
    }
}
