import Foundation

/// The requests a run makes fail on purpose (`apparch drive|serve koober --fail locate,ride-options,…`),
/// so every error alert of the app can be shown and tested.
public struct FailurePlan: Equatable, Sendable {
    /// A request that can be made to fail.
    public enum Operation: String, CaseIterable, Sendable {
        /// Finding the rider's location.
        case locate
        /// Loading the ride options.
        case rideOptions = "ride-options"
        /// Searching drop-off locations.
        case search
        /// Sending the ride request.
        case rideRequest = "ride-request"
        /// Signing out.
        case signOut = "sign-out"
    }

    /// The operations that fail.
    public var operations: Set<Operation>

    /// A plan with `operations` failing.
    public init(_ operations: Set<Operation> = []) {
        self.operations = operations
    }

    /// Nothing fails.
    public static let none = FailurePlan()

    /// Reads `--fail`'s value: operation names separated by commas.
    ///
    /// - Throws: ``FailurePlanError`` naming an unknown operation and the known ones.
    public init(parsing text: String) throws(FailurePlanError) {
        var operations: Set<Operation> = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let operation = Operation(rawValue: name) else { throw FailurePlanError(name: name) }
            operations.insert(operation)
        }
        self.init(operations)
    }

    /// Whether `operation` fails.
    public func fails(_ operation: Operation) -> Bool { operations.contains(operation) }
}

/// An unknown `--fail` operation.
public struct FailurePlanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name given.
    public let name: String

    /// An error for the unknown operation `name`.
    public init(name: String) {
        self.name = name
    }

    public var description: String {
        "unknown --fail operation \"\(name)\"; choose from "
            + FailurePlan.Operation.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
