extension ListChangeset {
    /// Finds a longest strictly increasing subsequence of the non-negative values of `values`, skipping
    /// negative values (they mark inserted rows).
    ///
    /// Patience sorting: `tails[k]` holds the position of the smallest value that ends an increasing
    /// subsequence of length `k + 1`; each value either extends the longest one (the common case for lists
    /// that are nearly in order, O(1)) or replaces the first tail that is not smaller (binary search).
    ///
    /// - Returns: `isMember[p]` is true when `values[p]` belongs to the chosen subsequence, and `count`
    ///   is the subsequence's length.
    /// - Complexity: O(*n* log *n*) time, O(*n*) when the values are nearly increasing; O(*n*) space.
    @inlinable
    static func longestIncreasingSubsequence(of values: [Int]) -> (isMember: [Bool], count: Int) {
        var tails: [Int] = []
        // NB: reserving the worst case up front saves the ~log n reallocations of a growing array.
        tails.reserveCapacity(values.count)
        var predecessor = [Int](repeating: -1, count: values.count)
        for position in values.indices {
            let value = values[position]
            guard value >= 0 else { continue }
            if let last = tails.last, values[last] >= value {
                // Binary search for the first tail whose value is >= `value`; one exists (the last).
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                tails[low] = position
                predecessor[position] = low > 0 ? tails[low - 1] : -1
            } else {
                predecessor[position] = tails.last ?? -1
                tails.append(position)
            }
        }

        var isMember = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            isMember[position] = true
            position = predecessor[position]
        }
        return (isMember, tails.count)
    }
}
