/// The width class of a window, which decides whether split views collapse.
public enum SizeClass: String, Sendable, Codable, CaseIterable {
    /// A narrow window (a phone, a narrow browser tab): split views collapse into one stack.
    case compact
    /// A wide window (a tablet, a wide browser tab): split views show both panes.
    case regular
}
