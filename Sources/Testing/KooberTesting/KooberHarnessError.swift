/// A script step that failed, or a harness used wrongly; the description holds the screen at the time.
public struct KooberHarnessError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
