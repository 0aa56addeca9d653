/// The three changes the API takes (`POST /change/<kind>/<parent path>`).
public enum ChangeKind: String, Codable, Sendable, CaseIterable {
    /// Create a folder or a recording.
    case create
    /// Rename an item.
    case update
    /// Delete an item with everything in it.
    case delete
}
