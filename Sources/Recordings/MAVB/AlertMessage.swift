/// A message alert on screen (a refused name, audio that cannot play), and the text alert confirming it
/// leads back to (a refused recording name asks again).
public struct AlertMessage: Codable, Equatable, Sendable {
    /// The alert's title.
    public var title: String
    /// The explanation.
    public var message: String
    /// The text alert shown again after OK.
    public var then: TextAlertState?

    /// Creates a message.
    public init(title: String, message: String, then: TextAlertState? = nil) {
        self.title = title
        self.message = message
        self.then = then
    }
}
