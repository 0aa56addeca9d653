/// A subscription a signal refuses.
public struct SignalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why.
    public enum Kind: Equatable, Sendable {
        /// A plain signal has one subscriber, and it has one.
        case duplicate
    }

    /// Why.
    public let kind: Kind

    /// A refusal of `kind`.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .duplicate:
            "this signal already has its one subscriber; use multicast() or continuous() to observe it several times"
        }
    }
}
