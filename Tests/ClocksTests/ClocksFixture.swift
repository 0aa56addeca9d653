import Clocks
import Foundation
import Services
import TestSupport
import ViewKit
import ViewStateStore

/// Collects the app's state log.
@MainActor
final class LogCollector {
    var lines: [String] = []
}

/// A launched Clocks app on a virtual clock and a temporary directory, with its window and automation.
@MainActor
struct ClocksFixture {
    let directory: TemporaryDirectory
    let clock: VirtualClock
    let log = LogCollector()
    let application: Application
    let window: Window
    let delegate: ClocksAppDelegate

    init(
        directory: TemporaryDirectory = TemporaryDirectory(prefix: "clocks-tests"),
        clock: VirtualClock = VirtualClock(),
        mode: ClocksHistoryMode = .whole,
        restoration: ClocksRestoration? = nil,
        sample: Bool = false,
        sizeClass: SizeClass = .compact
    ) throws {
        self.directory = directory
        self.clock = clock
        let log = self.log
        let options = ClocksOptions(historyMode: mode, restoration: restoration) { log.lines.append($0) }
        delegate = try ClocksAppDelegate(
            environment: AppEnvironment(dataDirectory: directory.url, clock: clock, seedSampleData: sample),
            options: options)
        application = Application(delegate: delegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass)
    }

    var context: ClocksContext { delegate.context }
    var automation: Automation { Automation(window: window) }
    var screen: String { automation.snapshot() }
    var viewState: SplitViewState { context.viewState.content }
    var timezones: [Timezone] { context.document.content.timezones }

    /// The split view controller of the window.
    var split: ClocksSplitViewController? { window.rootViewController as? ClocksSplitViewController }

    /// Runs the article's sequence: open Selection, add Melbourne, Edit on, delete it, Done.
    func runArticleSequence() throws {
        try automation.tap("Add")
        try automation.type("mel", into: "Search")
        try automation.select("Melbourne")
        try automation.tap("Edit")
        try automation.delete("Melbourne")
        try automation.tap("Done")
    }
}
