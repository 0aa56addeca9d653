public import Foundation

/// A change of an ordered collection at indexes (the sample's `ArrayMutation`), what a table binder
/// animates.
public enum ArrayMutation<Value> {
    /// `values` inserted at `indexes` (ascending, in the array after the change).
    case insert([Value], at: IndexSet)
    /// The values at `indexes` removed.
    case delete(IndexSet)
    /// The values at `indexes` replaced by `values`.
    case update([Value], at: IndexSet)
    /// One value moved from `from` to `to`.
    case move(from: Int, to: Int)
    /// The whole array.
    case reload([Value])

    /// Applies the mutation to `array` (an `Array`, or a `ChunkedArray` whose edits copy one chunk);
    /// indexes outside it are skipped.
    ///
    /// NB: inlinable, so it is specialized for the caller's collection and element.
    @inlinable
    public func apply<Rows: RangeReplaceableCollection & MutableCollection>(to array: inout Rows)
    where Rows.Element == Value, Rows.Index == Int {
        switch self {
        case .insert(let values, let indexes):
            for (value, index) in zip(values, indexes) where index <= array.count { array.insert(value, at: index) }
        case .delete(let indexes):
            for index in indexes.reversed() where array.indices.contains(index) { array.remove(at: index) }
        case .update(let values, let indexes):
            for (value, index) in zip(values, indexes) where array.indices.contains(index) { array[index] = value }
        case .move(let from, let to):
            guard array.indices.contains(from), from != min(to, array.count - 1) else { return }
            let value = array.remove(at: from)
            array.insert(value, at: min(to, array.count))
        case .reload(let values):
            array = Rows(values)
        }
    }
}
