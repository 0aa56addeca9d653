/// A message alert on screen (a refused name, a recording that cannot play, a library problem), and
/// what confirming it leads to.
public struct MessageAlertState: Codable, Equatable, Sendable {
    /// The alert's title.
    public var title: String
    /// The explanation.
    public var message: String
    /// The text alert shown again after confirming (a refused recording name asks again); nil for none.
    public var then: TextAlertState?

    /// Creates the state of a message alert.
    public init(title: String, message: String, then: TextAlertState? = nil) {
        self.title = title
        self.message = message
        self.then = then
    }
}
