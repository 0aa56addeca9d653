public import Foundation
import Synchronization

/// Where identities come from: random ones for people, a numbered sequence for tests and scripted runs,
/// so two runs of one script produce the same messages.
public final class UUIDGenerator: Sendable {
    private let make: @Sendable () -> UUID

    /// A generator that calls `make` for each identity.
    public init(_ make: @escaping @Sendable () -> UUID) {
        self.make = make
    }

    /// The next identity.
    public func next() -> UUID { make() }

    /// Random identities.
    public static var random: UUIDGenerator { UUIDGenerator { UUID() } }

    /// 00000000-0000-0000-0000-000000000001, then …02, and so on.
    public static func sequential() -> UUIDGenerator {
        let counter = Mutex<UInt64>(0)
        return UUIDGenerator {
            let value = counter.withLock { count in
                count += 1
                return count
            }
            var bytes = [UInt8](repeating: 0, count: 16)
            for index in 0..<8 { bytes[15 - index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                    bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }
}
