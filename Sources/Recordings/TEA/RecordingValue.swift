public import Foundation
public import RecordingsCore

/// A recording as a value: what the TEA state holds of a ``RecordingsCore/Recording``.
///
/// NB: the book's TEA model is made of structs; RecordingsCore's model is the class tree every pattern
/// shares (one document format), so the TEA app keeps value snapshots of it, taken after each store
/// change.
public struct RecordingValue: Codable, Hashable, Sendable {
    /// The recording's name.
    public var name: String
    /// The recording's identity; its audio file is named after it.
    public var uuid: UUID

    /// Creates a recording value.
    public init(name: String, uuid: UUID) {
        self.name = name
        self.uuid = uuid
    }

    /// A snapshot of `recording`.
    @MainActor
    public init(_ recording: Recording) {
        self.init(name: recording.name, uuid: recording.uuid)
    }
}
