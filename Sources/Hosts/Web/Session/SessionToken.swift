/// Makes the random tokens that let a tab resume its window after reconnecting.
enum SessionToken {
    /// 128 random bits as 32 lowercase hexadecimal digits.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        return hex(high) + hex(low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
