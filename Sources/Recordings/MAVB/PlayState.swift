public import Foundation

/// The recording loaded into a window's player (the sample's `PlayState`); persisted, so a restored
/// window loads it again, paused at the start.
public struct PlayState: Codable, Equatable, Sendable {
    /// The recording.
    public var uuid: UUID

    /// The play state of recording `uuid`.
    public init(uuid: UUID) {
        self.uuid = uuid
    }
}
