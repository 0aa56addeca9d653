public import MAVB

extension Layout {
    /// The first entry of type `type` in the layout (a table binder in a screen's layout), searched depth
    /// first, so a test can consume a nested binder's bindings (the sample's `value(for: .view, …)`).
    @MainActor
    public func first<Entry>(_ type: Entry.Type) -> Entry? {
        switch self {
        case .view(let convertible): return convertible as? Entry
        case .space: return nil
        case .stack(_, _, _, let entries): return entries.lazy.compactMap { $0.first(type) }.first
        case .matchedPair(let first, let second): return first.first(type) ?? second.first(type)
        }
    }
}
