import AppArchCLI
import Testing
import ViewKit

struct ListCommandTests {
    @Test func listsEveryAppWithItsPatterns() throws {
        let listing = AppCatalog.listing()
        let lines = listing.split(separator: "\n").map(String.init)
        let todo = try #require(lines.firstIndex { $0.hasPrefix("todo ") })
        #expect(lines.indices.contains(todo + 1) && lines[todo + 1].hasPrefix("  mvc "))
        for app in AppCatalog.apps {
            #expect(listing.contains(app.name))
            for pattern in app.patterns { #expect(listing.contains("  \(pattern.name)")) }
        }
    }
}
