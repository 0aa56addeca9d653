/// Why a person's action on an element was refused; the element is named so the message says what to
/// fix.
public struct UserActionError: Error, Equatable, CustomStringConvertible {
    /// The reasons an action can be refused.
    public enum Code: Equatable, Sendable {
        /// No element with this identity is on screen (it may have gone since the last render).
        case unknownElement(ElementID)
        /// The element, or a view containing it, is hidden.
        case hidden(String)
        /// The element is disabled.
        case disabled(String)
        /// A presentation covers the element.
        case covered(String, by: String)
        /// The element is scrolled out of view and its table cannot scroll.
        case notScrollable(String)
        /// The action does not apply to this kind of element (typing into a button, say).
        case notApplicable(action: String, element: String)
    }

    /// The reason.
    public let code: Code

    /// Creates an error.
    public init(_ code: Code) { self.code = code }

    public var description: String {
        switch code {
        case .unknownElement(let id): "no element \(id) is on screen; it may have gone since the last update"
        case .hidden(let name): "\(name) is hidden"
        case .disabled(let name): "\(name) is disabled"
        case .covered(let name, let cover): "\(name) is covered by \(cover)"
        case .notScrollable(let name): "\(name) is scrolled out of view and its table cannot scroll"
        case .notApplicable(let action, let name): "cannot \(action) \(name)"
        }
    }
}
