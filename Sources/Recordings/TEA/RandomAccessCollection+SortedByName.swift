import Foundation

extension RandomAccessCollection where Index == Int {
    /// The index of the element with `uuid` where a collection sorted by name (the store's order) puts
    /// `name`: a binary search for the first element not named below it, then a walk over those named alike.
    ///
    /// - Returns: nil when no element named `name` has `uuid` (renamed since, or not in this collection).
    /// - Complexity: O(log *n*), plus the elements named alike.
    func sortedIndex(
        ofUUID uuid: UUID, named name: String, uuidOf: (Element) -> UUID, nameOf: (Element) -> String
    ) -> Int? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if nameOf(self[middle]) < name { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < endIndex, nameOf(self[index]) == name {
            if uuidOf(self[index]) == uuid { return index }
            index += 1
        }
        return nil
    }
}
