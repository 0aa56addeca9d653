/// A seeded random number generator (SplitMix64), so a randomised test or benchmark that fails can be
/// replayed from its seed: the same seed always gives the same sequence, on every platform.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let shuffled = rows.shuffled(using: &generator)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
