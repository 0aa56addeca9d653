import Testing

// One scenario run for every pattern, 6 code lines.
struct Scenarios {
    @Test(arguments: ["mvc", "tea"]) func sameScreens(pattern: String) {
        #expect(!pattern.isEmpty)
    }
}
