import Testing
import ViewKit
import WebHost

@testable import AppArchCLI

/// What `apparch serve` gives the web host's live side-by-side view: every app of the catalog, with its
/// local patterns to launch and its networked ones to refuse.
@MainActor
struct ServeLiveAppsTests {
    @Test func everyAppOfTheCatalogIsLiveWithItsLocalPatternsAndItsNetworkedOnesNamed() throws {
        let live = try ServeCommand.liveApps()
        #expect(live.map(\.name) == AppName.allCases.map(\.rawValue))
        for (app, entry) in zip(AppName.allCases, live) {
            #expect(entry.patterns.map(\.name) == app.patterns.filter { !$0.needsServer }.map(\.rawValue))
            #expect(entry.serverPatterns == app.patterns.filter(\.needsServer).map(\.rawValue))
        }
        let recordings = try #require(live.first { $0.name == "recordings" })
        #expect(
            recordings.patterns.map(\.name) == [
                "mvc", "mvvmc", "mvvm", "mvcvs", "mavb", "tea", "mvc-basic", "mvc-coordinator", "mvc-displaystate",
                "mvc-bindings", "mvc-declarative",
            ])
        #expect(recordings.serverPatterns == ["controller-owned", "model-owned"])
        #expect(live.first { $0.name == "koober" }?.patterns.map(\.name) == ["mvvm", "redux", "elements"])
    }
}
