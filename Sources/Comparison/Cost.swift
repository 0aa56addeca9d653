/// One measured cost: the median wall clock and allocations of one action of one app/pattern at a document
/// size, as `scripts/compare` writes them to `Comparison/costs.json`.
public struct Cost: Codable, Sendable, Equatable {
    /// The app (`recordings`).
    public let app: String
    /// The pattern (`mvc`), or `store` for the store's save, the same for every pattern.
    public let pattern: String
    /// The action (`delete`, `rename`, `navigate`, `tick`, `save`; Koober's `sign-in`, …).
    public let action: String
    /// The number of items in the document (0 where size does not apply).
    public let items: Int
    /// The median wall-clock time of one action, in nanoseconds.
    public let nanoseconds: Double
    /// The median number of allocations of one action.
    public let mallocs: Double

    /// Creates a cost.
    public init(app: String, pattern: String, action: String, items: Int, nanoseconds: Double, mallocs: Double) {
        self.app = app
        self.pattern = pattern
        self.action = action
        self.items = items
        self.nanoseconds = nanoseconds
        self.mallocs = mallocs
    }
}
