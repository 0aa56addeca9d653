/// The MVC+ViewState row's view state (the videos' `ViewState`): the text the field shows, including what
/// the person typed and has not committed.
public struct MVCVSViewState: Codable, Equatable, Sendable {
    /// The field's text.
    public var textFieldValue: String

    /// A view state showing `textFieldValue`.
    public init(textFieldValue: String) {
        self.textFieldValue = textFieldValue
    }

    /// What changed the view state.
    public enum Action: Equatable, Sendable {
        /// The person typed; the field shows it already.
        case textChanged
        /// The model changed; the field must show its text.
        case modelChanged
    }
}
