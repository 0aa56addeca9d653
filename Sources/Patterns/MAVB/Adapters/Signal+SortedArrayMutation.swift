public import Foundation
public import Services

extension Signal {
    /// Set mutations turned into array mutations of the collection kept sorted by `compare` (the
    /// sample's `sortedArrayMutation(equate:compare:)`): an insert at its sorted index, a delete at the
    /// index the value had, an update in place, or a move followed by an update when its place changes.
    ///
    /// An element goes after the elements it does not sort before (after equal ones), and a reload keeps
    /// the order of equal elements, so the rows of a store that orders so agree with it. A reload already
    /// in order is taken as it is, and an insert finds its place by binary search; a delete or an update
    /// looks for the element among its equals (binary search) and, when it is not there (an update that
    /// changed what it sorts by), scans outward from that place.
    ///
    /// NB: inlinable, so it is specialized for the app's element type: unspecialized, the standard
    /// library's generic code allocates per element it visits. The stage keeps its sorted copy as a
    /// `ChunkedArray` (the sample's is an `Array`), so an insert or delete in a long list shifts one chunk
    /// of it, not half the list.
    @inlinable
    public func sortedArrayMutation<Element>(
        equate: @escaping @MainActor (Element, Element) -> Bool,
        compare: @escaping @MainActor (Element, Element) -> Bool
    ) -> Signal<ArrayMutation<Element>> where Value == SetMutation<Element> {
        var sorted = ChunkedArray<Element>()
        /// The first index whose element `element` sorts before: after every element equal to it.
        func insertionIndex(_ element: Element) -> Int {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = low + (high - low) / 2
                if compare(element, sorted[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        /// Where `element` (or the one it equates to) is.
        func index(of element: Element) -> Int? {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = low + (high - low) / 2
                if compare(sorted[middle], element) { low = middle + 1 } else { high = middle }
            }
            let place = low
            while low < sorted.count, !compare(element, sorted[low]) {
                if equate(sorted[low], element) { return low }
                low += 1
            }
            // Not among its equals (what it sorts by changed): look outward from where it sorts now, as
            // an updated row most often stays near its place.
            var before = min(place, sorted.count) - 1
            var after = place
            while before >= 0 || after < sorted.count {
                if after < sorted.count {
                    if equate(sorted[after], element) { return after }
                    after += 1
                }
                if before >= 0 {
                    if equate(sorted[before], element) { return before }
                    before -= 1
                }
            }
            return nil
        }
        return derived { event, send in
            guard case .value(let mutation) = event else {
                if case .end(let end) = event { send(.end(end)) }
                return
            }
            switch mutation {
            case .reload(let elements):
                var rows = elements
                if zip(elements, elements.dropFirst()).contains(where: { compare($1, $0) }) {
                    rows = elements.enumerated()
                        .sorted {
                            compare($0.element, $1.element) || !compare($1.element, $0.element) && $0.offset < $1.offset
                        }
                        .map(\.element)
                }
                sorted = ChunkedArray(rows)
                send(.value(.reload(rows)))
            case .insert(let elements):
                for element in elements {
                    let index = insertionIndex(element)
                    sorted.insert(element, at: index)
                    send(.value(.insert([element], at: IndexSet(integer: index))))
                }
            case .delete(let elements):
                for element in elements {
                    guard let index = index(of: element) else { continue }
                    sorted.remove(at: index)
                    send(.value(.delete(IndexSet(integer: index))))
                }
            case .update(let elements):
                for element in elements {
                    guard let old = index(of: element) else { continue }
                    // NB: an element that still sorts where it is (after the one before it, before the one
                    // after it) is replaced there: no move, so no stage downstream shifts its rows either.
                    let afterPrevious = old == 0 || !compare(element, sorted[old - 1])
                    let beforeNext = old == sorted.count - 1 || compare(element, sorted[old + 1])
                    if afterPrevious && beforeNext {
                        sorted[old] = element
                        send(.value(.update([element], at: IndexSet(integer: old))))
                        continue
                    }
                    sorted.remove(at: old)
                    let new = insertionIndex(element)
                    sorted.insert(element, at: new)
                    send(.value(.move(from: old, to: new)))
                    send(.value(.update([element], at: IndexSet(integer: new))))
                }
            }
        }
    }
}
