import Foundation

extension Signal {
    /// Set mutations turned into array mutations of the collection kept sorted by `compare` (the
    /// sample's `sortedArrayMutation(equate:compare:)`): an insert at its sorted index, a delete at the
    /// index the value had, an update in place, or a move followed by an update when its place changes.
    public func sortedArrayMutation<Element>(
        equate: @escaping @MainActor (Element, Element) -> Bool,
        compare: @escaping @MainActor (Element, Element) -> Bool
    ) -> Signal<ArrayMutation<Element>> where Value == SetMutation<Element> {
        var sorted: [Element] = []
        func insertionIndex(_ element: Element) -> Int {
            sorted.firstIndex { compare(element, $0) } ?? sorted.count
        }
        return derived { event, send in
            guard case .value(let mutation) = event else {
                if case .end(let end) = event { send(.end(end)) }
                return
            }
            switch mutation {
            case .reload(let elements):
                sorted = elements.sorted(by: compare)
                send(.value(.reload(sorted)))
            case .insert(let elements):
                for element in elements {
                    let index = insertionIndex(element)
                    sorted.insert(element, at: index)
                    send(.value(.insert([element], at: IndexSet(integer: index))))
                }
            case .delete(let elements):
                for element in elements {
                    guard let index = sorted.firstIndex(where: { equate($0, element) }) else { continue }
                    sorted.remove(at: index)
                    send(.value(.delete(IndexSet(integer: index))))
                }
            case .update(let elements):
                for element in elements {
                    guard let old = sorted.firstIndex(where: { equate($0, element) }) else { continue }
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
