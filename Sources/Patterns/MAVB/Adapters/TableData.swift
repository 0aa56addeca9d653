public import Services

/// One change of a table's rows and the rows after it: what a table binder's `.tableData` applies.
public struct TableData<Value> {
    /// The change, with the indexes to animate.
    public let mutation: ArrayMutation<Value>
    /// The rows after the change.
    ///
    /// NB: a `ChunkedArray` (the sample keeps an `Array`): the stage and each table that reads the rows
    /// hold versions of one list, and an edit of one version copies the chunk it touches, not the rows.
    public let rows: ChunkedArray<Value>

    /// A change and the rows after it.
    @inlinable
    public init(mutation: ArrayMutation<Value>, rows: ChunkedArray<Value>) {
        self.mutation = mutation
        self.rows = rows
    }
}

extension Signal {
    /// Array mutations turned into table data (the sample's `.tableData()`): each with the rows after it.
    ///
    /// NB: inlinable, so it is specialized for the app's element type: unspecialized, copying a reload's
    /// elements into the rows allocated once per element (100,000 mallocs to open a 100,000-item folder).
    @inlinable
    public func tableData<Element>() -> Signal<TableData<Element>> where Value == ArrayMutation<Element> {
        var rows = ChunkedArray<Element>()
        return map { mutation in
            mutation.apply(to: &rows)
            return TableData(mutation: mutation, rows: rows)
        }
    }
}
