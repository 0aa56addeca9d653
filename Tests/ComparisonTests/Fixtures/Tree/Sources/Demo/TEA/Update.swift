// The TEA fixture: 4 code lines.
enum Update {
    static func apply(_ value: Int) -> Int { value + 1 }

    static let name = "tea"
}
