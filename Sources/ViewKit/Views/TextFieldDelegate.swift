/// Answers a text field's questions and hears about editing; the counterpart of `UITextFieldDelegate`.
///
/// Every method has a default: editing may begin, return is allowed.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Asked when a person presses return; returning true lets the field end editing.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Told after the field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Told after the field resigned first responder.
    func textFieldDidEndEditing(_ textField: TextField)
}

extension TextFieldDelegate {
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField) {}
}
