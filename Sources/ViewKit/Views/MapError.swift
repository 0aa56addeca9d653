/// Why a map coordinate or region was refused, in words that say which value is wrong and what is allowed.
public struct MapError: Error, Equatable, CustomStringConvertible {
    /// The reasons a map value can be refused.
    public enum Code: Equatable, Sendable {
        /// A value is NaN or infinite; `name` says which (`"latitude"`, `"longitudeDelta"`, …).
        case notFinite(name: String)
        /// A latitude outside −90…90 degrees.
        case latitudeOutOfRange(Double)
        /// A longitude outside −180…180 degrees.
        case longitudeOutOfRange(Double)
        /// A span that is not above zero or is wider than `maximum` degrees; `name` says which.
        case spanOutOfRange(name: String, value: Double, maximum: Double)
        /// A region was asked to enclose no coordinates.
        case noCoordinates
    }

    /// The reason.
    public let code: Code

    /// Creates an error.
    public init(_ code: Code) { self.code = code }

    public var description: String {
        switch code {
        case .notFinite(let name):
            "the \(name) is not a finite number; give it in degrees"
        case .latitudeOutOfRange(let value):
            "the latitude \(value) is outside -90…90 degrees; give one from -90 (the south pole) to 90 (the north pole)"
        case .longitudeOutOfRange(let value):
            "the longitude \(value) is outside -180…180 degrees; give one from -180 (west) to 180 (east)"
        case .spanOutOfRange(let name, let value, let maximum):
            "the \(name) \(value) must be above 0 and at most \(maximum) degrees"
        case .noCoordinates:
            "a region must enclose at least one coordinate"
        }
    }
}
