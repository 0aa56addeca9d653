public import Foundation

/// The document: the timezones the person added (the article's `Document`).
///
/// NB: the article stores `[UUID: Timezone]`, which `JSONEncoder` writes as an array alternating keys and
/// values in hash order, so the same document logs differently from run to run. We keep an array in the
/// order the timezones were added: logs and saved files are deterministic and diffable; lookups by uuid
/// are linear, which a list of clocks can afford.
public struct ClocksDocument: Codable, Equatable, Sendable {
    /// What changed, as the document store reports it to its observers.
    public enum Action: Equatable, Sendable {
        /// A timezone was added.
        case added(UUID)
        /// A timezone was renamed.
        case renamed(UUID)
        /// A timezone was removed.
        case removed(UUID)
    }

    /// The timezones, in the order they were added.
    public var timezones: [Timezone]

    /// Creates a document.
    public init(timezones: [Timezone] = []) {
        self.timezones = timezones
    }

    /// The timezone with `uuid`, if the document has it.
    public subscript(uuid: UUID) -> Timezone? {
        timezones.first { $0.uuid == uuid }
    }

    /// The timezones in the order the list shows them (the article's `sortedTimezones`, whose key it does
    /// not state): by name, case-insensitively, then by identifier and uuid so the order is total.
    public var sortedTimezones: [Timezone] {
        timezones.sorted { lhs, rhs in
            let left = (lhs.name.lowercased(), lhs.identifier, lhs.uuid.uuidString)
            let right = (rhs.name.lowercased(), rhs.identifier, rhs.uuid.uuidString)
            return left < right
        }
    }
}
