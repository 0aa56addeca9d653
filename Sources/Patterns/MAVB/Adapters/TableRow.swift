public import Foundation

/// A row a table reports (selected, deleted) with its data (the sample's `TableRow`).
public struct TableRow<Value> {
    /// The row's data; nil when the row no longer has any.
    public let data: Value?
    /// Where the row is.
    public let indexPath: IndexPath

    /// A row at `indexPath` holding `data`.
    public init(data: Value?, indexPath: IndexPath) {
        self.data = data
        self.indexPath = indexPath
    }
}
