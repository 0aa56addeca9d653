import Services
import TestSupport
import Testing

/// The binary search of sorted collections, against a walk from the start.
@Suite struct LowerBoundTests {
    @Test func findsTheFirstPositionNotBelowTheValue() {
        let sorted = [2, 3, 3, 7]
        #expect(sorted.lowerBound(of: 1) == 0)
        #expect(sorted.lowerBound(of: 3) == 1)
        #expect(sorted.lowerBound(of: 4) == 3)
        #expect(sorted.lowerBound(of: 8) == 4)
        #expect([Int]().lowerBound(of: 5) == 0)
        #expect(sorted.sortedContains(7))
        #expect(!sorted.sortedContains(4))
        #expect(![Int]().sortedContains(0))
    }

    @Test(arguments: 0..<50)
    func agreesWithAWalkFromTheStart(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let sorted = (0..<Int.random(in: 0..<40, using: &generator))
            .map { _ in Int.random(in: 0..<30, using: &generator) }.sorted()
        // A slice, whose indices do not start at zero.
        let slice = sorted.dropFirst(sorted.count / 3)
        for value in -1...31 {
            #expect(sorted.lowerBound(of: value) == (sorted.firstIndex { $0 >= value } ?? sorted.endIndex))
            #expect(slice.lowerBound(of: value) == (slice.firstIndex { $0 >= value } ?? slice.endIndex))
            #expect(sorted.sortedContains(value) == sorted.contains(value))
        }
    }
}
