/// A change a ``NotifyingStore`` committed, as its ``NotifyingStore/onCommit`` hook reports it: for
/// inspectors that list the actions with the state after each, and for the exhaustive store tester.
public struct CommittedAction: Equatable, Sendable, CustomStringConvertible {
    /// The action, described (`String(describing:)`), or "reload" for a full reload.
    public let action: String
    /// Whether the interface already showed the change (observers were not notified).
    public let alreadyApplied: Bool
    /// Whether the change was continuous (not logged, not in the history).
    public let continuous: Bool

    /// Describes a committed change.
    public init(action: String, alreadyApplied: Bool = false, continuous: Bool = false) {
        self.action = action
        self.alreadyApplied = alreadyApplied
        self.continuous = continuous
    }

    public var description: String {
        action + (alreadyApplied ? " (already applied)" : "") + (continuous ? " (continuous)" : "")
    }
}
