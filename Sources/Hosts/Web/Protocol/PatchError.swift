/// Why a patch does not fit the tree it was applied to.
public struct PatchError: Error, Equatable, CustomStringConvertible {
    /// What did not fit.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { "the patch does not fit the tree: \(message)" }
}
