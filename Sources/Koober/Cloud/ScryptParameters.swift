/// The cost of scrypt for new passwords: `N = 2^logN` rounds, block size `r`, parallelism `p` (memory
/// `128 × N × r × p` bytes). Each stored password keeps the parameters it was hashed with, so raising
/// them later still verifies old passwords.
public struct ScryptParameters: Sendable, Equatable {
    /// The base-2 logarithm of the rounds `N`.
    public var logN: Int
    /// The block size.
    public var r: Int
    /// The parallelism.
    public var p: Int

    /// Creates parameters.
    public init(logN: Int, r: Int, p: Int) {
        self.logN = logN
        self.r = r
        self.p = p
    }

    /// The server's default, scrypt's interactive-login cost: `N = 2^14, r = 8, p = 1` (16 MiB a hash).
    public static let interactive = ScryptParameters(logN: 14, r: 8, p: 1)

    /// A cheap cost for tests only (`N = 2^4`): never for passwords people use.
    public static let testing = ScryptParameters(logN: 4, r: 8, p: 1)

    /// Whether the parameters are ones this server hashes with or accepts from its table: `logN` 1–20,
    /// `r` 1–32, `p` 1–16 (bounds that keep a stored row from asking for gigabytes).
    public var isAcceptable: Bool { (1...20).contains(logN) && (1...32).contains(r) && (1...16).contains(p) }
}
