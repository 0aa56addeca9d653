/// A fixture that cannot do what its benchmark measures (a pattern whose screen is not the expected one,
/// a delete the table refused); the message says which benchmark and what it found.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
