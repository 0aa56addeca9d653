/// A rectangle in points, in a window's coordinates (origin at the top left, y growing down); the
/// counterpart of `CGRect` for the few frames ViewKit reports, such as the keyboard's.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The top edge (`y`).
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The left edge (`x`).
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }

    /// Whether every value is a finite number.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// `(x, y, width × height)`, whole points without decimals: `(0, 628, 390 × 216)`.
    public var description: String {
        "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)) × \(Self.format(height)))"
    }

    private static func format(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
