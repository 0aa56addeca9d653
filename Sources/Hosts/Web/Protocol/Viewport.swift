public import ViewKit

/// The size of a tab's viewport in CSS pixels, which sets its window's size class and height.
public struct Viewport: Equatable, Sendable {
    /// Widths below this are compact: split views collapse.
    public static let compactWidthLimit: Double = 700
    /// The largest accepted dimension; larger values are refused as hostile.
    public static let maximumDimension: Double = 100_000

    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a viewport.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Compact below ``compactWidthLimit``, regular otherwise.
    public var sizeClass: SizeClass { width < Self.compactWidthLimit ? .compact : .regular }
}
