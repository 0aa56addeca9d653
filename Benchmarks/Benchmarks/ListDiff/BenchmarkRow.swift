/// A table row for the diff benchmarks: an identity and a content value, as a TEA table cell would carry.
struct BenchmarkRow: Identifiable, Hashable, Sendable {
    var id: Int
    var content: Int
}
