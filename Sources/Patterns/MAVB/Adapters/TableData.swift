/// One change of a table's rows and the rows after it: what a table binder's `.tableData` applies.
public struct TableData<Value> {
    /// The change, with the indexes to animate.
    public let mutation: ArrayMutation<Value>
    /// The rows after the change.
    public let rows: [Value]
}

extension Signal {
    /// Array mutations turned into table data (the sample's `.tableData()`): each with the rows after it.
    public func tableData<Element>() -> Signal<TableData<Element>> where Value == ArrayMutation<Element> {
        var rows: [Element] = []
        return map { mutation in
            mutation.apply(to: &rows)
            return TableData(mutation: mutation, rows: rows)
        }
    }
}
