extension RandomAccessCollection where Element: Comparable {
    /// The first position whose element is not below `value`, in a collection sorted in ascending order:
    /// where `value` is, or where it would be inserted to keep the order; `endIndex` when every element is
    /// below it. A binary search.
    ///
    /// ```swift
    /// [2, 3, 3, 7].lowerBound(of: 3)   // 1
    /// [2, 3, 3, 7].lowerBound(of: 4)   // 3
    /// ```
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    public func lowerBound(of value: Element) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if self[middle] < value {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }

    /// Whether this collection, sorted in ascending order, holds `value`. A binary search.
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    public func sortedContains(_ value: Element) -> Bool {
        let position = lowerBound(of: value)
        return position != endIndex && self[position] == value
    }
}
