/// A fixture that could not reach the state a benchmark starts from.
struct WebHostFixtureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
