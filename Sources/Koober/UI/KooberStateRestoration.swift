public import ViewKit

/// How a Koober app delegate keeps its state in a window's restoration archive: the state under one key
/// of the application coder, beside the pattern's name, so an archive another pattern wrote (or one
/// that cannot be decoded) restores nothing and the app starts at its root.
@MainActor
public struct KooberStateRestoration {
    /// The application coder's key of the pattern's name.
    public static let patternKey = "koober.pattern"
    /// The application coder's key of the state.
    public static let stateKey = "koober.state"

    /// The pattern whose archives these are (its command-line name).
    public let pattern: String

    /// Restoration for `pattern`'s archives.
    public init(pattern: String) {
        self.pattern = pattern
    }

    /// Saves `state` with the pattern's name into `coder`.
    public func save<State: Encodable>(_ state: State, into coder: RestorationCoder) {
        coder.encode(pattern, forKey: Self.patternKey)
        coder.encode(state, forKey: Self.stateKey)
    }

    /// The state ``save(_:into:)`` put in `coder`; nil when the archive is another pattern's, holds no
    /// state, or holds one that does not decode as `type`.
    public func restoredState<State: Decodable>(_ type: State.Type, from coder: RestorationCoder) -> State? {
        guard coder.decode(String.self, forKey: Self.patternKey) == pattern else { return nil }
        return coder.decode(type, forKey: Self.stateKey)
    }
}
