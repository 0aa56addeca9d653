public import KooberKit
public import Services
public import ViewKit

/// One architecture of Koober the conformance suite runs: its name and how to make its pattern for a
/// set of options and, for server tests, a transport.
public struct KooberSubject: Sendable, CustomStringConvertible {
    /// The pattern's name ("mvvm").
    public let name: String
    /// Makes the pattern.
    public let makePattern: @MainActor @Sendable (KooberOptions, (any HTTPTransport)?) -> AppPattern

    /// Creates a subject.
    public init(
        name: String, makePattern: @escaping @MainActor @Sendable (KooberOptions, (any HTTPTransport)?) -> AppPattern
    ) {
        self.name = name
        self.makePattern = makePattern
    }

    public var description: String { name }
}
