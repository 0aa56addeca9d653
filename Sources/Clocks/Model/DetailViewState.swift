public import Foundation

/// The view state of the detail screen: which timezone it shows (the article's `DetailViewState`).
public struct DetailViewState: Codable, Equatable, Sendable {
    /// The timezone shown.
    public let uuid: UUID

    /// Creates the detail's view state.
    public init(uuid: UUID) {
        self.uuid = uuid
    }
}
