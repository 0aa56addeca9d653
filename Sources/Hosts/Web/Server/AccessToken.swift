/// The secret a browser or program must present to use `apparch serve`, as local web tools (Jupyter,
/// VS Code's server) do: a random value made for each run, or one given with `--token`.
///
/// Compared in constant time, so the time a refusal takes says nothing about how much of a guess was
/// right.
public struct AccessToken: Sendable, Equatable, CustomStringConvertible {
    /// The token's text: letters, digits, `-` and `_`.
    public let value: String

    /// The fewest characters a given token may have.
    public static let minimumLength = 16
    /// The most characters a given token may have.
    public static let maximumLength = 256

    /// A token of 256 random bits, as 64 hexadecimal digits.
    public static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        var text = ""
        for _ in 0..<4 {
            var word = generator.next() as UInt64
            for _ in 0..<16 {
                text.append(digits[Int(word & 0xF)])
                word >>= 4
            }
        }
        return AccessToken(validated: text)
    }

    /// A token given by the person.
    ///
    /// - Throws: ``WebHostError`` when `value` is shorter than ``minimumLength``, longer than
    ///   ``maximumLength``, or has characters other than ASCII letters, digits, `-` and `_`.
    public init(_ value: String) throws(WebHostError) {
        guard (Self.minimumLength...Self.maximumLength).contains(value.utf8.count) else {
            throw WebHostError(
                "the token must have \(Self.minimumLength) to \(Self.maximumLength) characters; "
                    + "leave out --token to get a random one")
        }
        guard value.utf8.allSatisfy(Self.isTokenByte) else {
            throw WebHostError("the token may hold only ASCII letters, digits, '-' and '_'")
        }
        self.value = value
    }

    private init(validated value: String) { self.value = value }

    /// Whether `candidate` is this token, compared in constant time for candidates of its length.
    public func matches<S: StringProtocol>(_ candidate: S) -> Bool {
        let expected = Array(value.utf8)
        let given = Array(candidate.utf8)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= expected[index] ^ given[index] }
        return difference == 0
    }

    public var description: String { "AccessToken(…)" }

    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
