public import Foundation

/// An error to show a person: a title and a message (the sample's `ErrorMessage`).
///
/// Each message has an identity, so two alerts with the same words are two alerts (the Redux chapter
/// keeps them in a `Set` until each is presented). Identities come from an injected ``UUIDGenerator``,
/// so tests and scripted runs are repeatable. Messages are `Codable` because the Redux store keeps them
/// in its state, which the browser inspector exports and loads as JSON.
public struct ErrorMessage: Error, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The message's identity.
    public let id: UUID
    /// The alert's title ("Sign In Failed").
    public let title: String
    /// The alert's text.
    public let message: String

    /// Creates a message with an identity from `ids`.
    public init(title: String, message: String, ids: UUIDGenerator) {
        self.init(id: ids.next(), title: title, message: message)
    }

    /// Creates a message with a given identity.
    public init(id: UUID, title: String, message: String) {
        self.id = id
        self.title = title
        self.message = message
    }

    /// Whether two messages say the same thing, whatever their identities.
    public func saysTheSame(as other: ErrorMessage) -> Bool {
        title == other.title && message == other.message
    }

    public var description: String { "\(title): \(message)" }
}
