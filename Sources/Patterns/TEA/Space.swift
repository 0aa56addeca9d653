/// The payload of virtual empty space (the book's `.space(width:height:)`): a fixed or flexible gap in a
/// stack view.
public struct Space: Hashable, Sendable {
    /// The width in points; nil is flexible.
    public var width: Double?
    /// The height in points; nil is flexible.
    public var height: Double?

    /// Creates a space payload.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// The smallest length the space takes along a stack: the larger given dimension, else 0.
    @usableFromInline var minimumLength: Double { max(width ?? 0, height ?? 0) }
}
