import Testing

// Two tests, 10 code lines.
struct ControllerTests {
    @Test func startsAtZero() {
        #expect(Bool(true))
    }

    @Test("counts")
    func counts() {
        #expect(Bool(true))
    }
}
