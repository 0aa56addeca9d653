import Foundation
import Testing
import ViewKitTesting

@testable import ViewKit

@MainActor
struct AutomationTests {
    /// A form with a reachable button, a disabled one, one inside a hidden stack, a field, a slider and a
    /// switch, in a navigation controller over a list.
    @MainActor
    final class Form {
        var taps: [String] = []
        let go = Button(title: "Go")
        let save = Button(title: "Save")
        let secret = Button(title: "Secret")
        let name = TextField(placeholder: "Name")
        let volume = Slider(value: 0.5)
        let toggle = Switch()
        let list = ListController(title: "List", items: ["First", "Second"])
        let navigation: NavigationController
        let screen: ContentController
        let fieldDelegate: FieldDelegate
        let recorder = EventRecorder()

        init() {
            save.isEnabled = false
            let hidden = StackView(arrangedSubviews: [secret])
            hidden.isHidden = true
            volume.accessibilityLabel = "Volume"
            toggle.accessibilityIdentifier = "wifi"
            screen = ContentController(title: "Form", [go, save, hidden, name, volume, toggle])
            navigation = NavigationController(rootViewController: list)
            navigation.pushViewController(screen, animated: false)
            fieldDelegate = FieldDelegate(recorder: recorder)
            name.delegate = fieldDelegate
            for button in [go, save, secret] {
                button.addAction(for: .primaryActionTriggered) { [weak self] control in
                    self?.taps.append((control as? Button)?.currentTitle ?? "?")
                }
            }
        }
    }

    @Test func actionsOnReachableElementsSucceed() throws {
        let form = Form()
        let harness = Harness(root: form.navigation)
        let automation = harness.automation
        var values: [Double] = []
        form.volume.addAction(for: .valueChanged) { values.append(($0 as? Slider)?.value ?? -1) }

        try automation.tap("Go")
        try automation.type("Ada", into: "Name")
        try automation.submit()
        try automation.slide("Volume", to: 0.75)
        try automation.tap("wifi")
        #expect(form.taps == ["Go"])
        #expect(form.name.text == "Ada")
        #expect(form.recorder.events == ["shouldReturn", "didEndEditing"])
        #expect(values == [0.75])
        #expect(form.toggle.isOn)

        try automation.back()
        #expect(form.navigation.topViewController === form.list)
        try automation.select("Second")
        #expect(form.list.selected == ["Second"])
        try automation.delete("First")
        #expect(form.list.items == ["Second"])
    }

    @Test func typingWithoutANameUsesTheOnlyField() throws {
        let field = TextField(placeholder: "Note")
        let harness = Harness(root: ContentController([field]))
        try harness.automation.type("Hello")
        #expect(field.text == "Hello")
        try harness.automation.submit()
        #expect(!field.isFirstResponder)
    }

    @Test func anElementInsideAHiddenViewCannotBeTapped() {
        let form = Form()
        let harness = Harness(root: form.navigation)
        #expect(throws: AutomationError("button \"Secret\" is hidden")) { try harness.automation.tap("Secret") }
        #expect(form.taps == [])
    }

    @Test func aDisabledButtonCannotBeTapped() {
        let form = Form()
        let harness = Harness(root: form.navigation)
        #expect(throws: AutomationError("button \"Save\" is disabled")) { try harness.automation.tap("Save") }
        #expect(form.taps == [])
    }

    @Test func anElementCoveredByAnAlertCannotBeReached() {
        let form = Form()
        let harness = Harness(root: form.navigation)
        let alert = AlertController(title: "Wait", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        form.screen.present(alert, animated: true)
        #expect(throws: AutomationError("button \"Go\" is covered by the alert \"Wait\"")) {
            try harness.automation.tap("Go")
        }
        #expect(throws: AutomationError("text field \"Name\" is covered by the alert \"Wait\"")) {
            try harness.automation.type("x", into: "Name")
        }
        #expect(form.taps == [])
        #expect(form.name.text == "")
    }

    @Test func anElementCoveredByAModalScreenNamesTheScreen() {
        let form = Form()
        let harness = Harness(root: form.navigation)
        let sheet = ContentController(title: "Settings", [Label(text: "Options")])
        let modal = NavigationController(rootViewController: sheet)
        modal.modalPresentationStyle = .pageSheet
        form.screen.present(modal, animated: true)
        #expect(throws: AutomationError("button \"Go\" is covered by the modal screen \"Settings\"")) {
            try harness.automation.tap("Go")
        }
        modal.dismiss(animated: false)
        modal.modalPresentationStyle = .fullScreen
        form.screen.present(modal, animated: false)
        #expect(
            throws: AutomationError(
                "no button, bar button item, row, alert action or control matches \"Go\" (none is on screen)")
        ) {
            try harness.automation.tap("Go")
        }
    }

    @Test func aRowOutOfViewInATableThatCannotScrollCannotBeSelected() {
        let list = ListController(title: "Fixed", items: (0..<30).map { "Row \($0)" })
        let harness = Harness(root: list)
        list.tableView.isScrollEnabled = false
        #expect(list.tableView.indexPathsForVisibleRows.count == 16)
        #expect(throws: AutomationError("row \"Row 20\" is scrolled out of view and its table cannot scroll")) {
            try harness.automation.select("Row 20")
        }
        #expect(list.selected == [])
        #expect(list.tableView.contentOffset == 0)
    }

    @Test func aRowBeyondTheOverscanOfAFixedTableIsNotFound() throws {
        let list = ListController(title: "Fixed", items: (0..<30).map { "Row \($0)" })
        let harness = Harness(root: list)
        list.tableView.isScrollEnabled = false
        let error = try #require(throws: AutomationError.self) { try harness.automation.select("Row 29") }
        #expect(error.message.hasPrefix("no row contains \"Row 29\" (rows on screen: \"Row 0\", \"Row 1\""))
        #expect(error.message.hasSuffix("\"Row 15\")"))
    }

    @Test func unknownTextListsWhatIsOnScreen() throws {
        let form = Form()
        let harness = Harness(root: form.navigation)
        let error = try #require(throws: AutomationError.self) { try harness.automation.tap("Launch") }
        #expect(
            error.message
                == "no button, bar button item, row, alert action or control matches \"Launch\" (on screen: "
                + "back button \"List\", button \"Go\", button \"Save\", text field \"Name\", switch \"wifi\")")
    }

    @Test func selectFindsARowFarDownABigTableByScrolling() {
        let source = RowsDataSource(count: 10_000)
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        let delegate = RecordingTableDelegate()
        table.delegate = delegate
        let harness = Harness(root: TableHostController(table: table))

        #expect(throws: Never.self) { try harness.automation.select("Row 9999") }
        #expect(delegate.events.last == "didSelect 0:9999")
        #expect(table.indexPathsForVisibleRows.contains(.row(9_999)))
        // NB: scrolling page by page asks for every row on the way, but never holds more than one window.
        #expect(table.cells.count <= table.indexPathsForVisibleRows.count + 2 * table.overscanRows)
    }

    @Test func scrollingATableThatCannotScrollFails() {
        let list = ListController(title: "Fixed", items: (0..<30).map { "Row \($0)" })
        let harness = Harness(root: list)
        list.tableView.isScrollEnabled = false
        list.tableView.accessibilityIdentifier = "fixed"
        #expect(throws: AutomationError("table \"fixed\" is scrolled out of view and its table cannot scroll")) {
            try harness.automation.scroll(to: 200)
        }
    }

    @Test func actionsThatDoNotApplyAreRefused() throws {
        let label = Label(text: "Static")
        let button = Button(title: "Press")
        let harness = Harness(root: ContentController([label, button]))
        #expect(throws: UserActionError(.notApplicable(action: "type into", element: "button \"Press\""))) {
            try harness.window.perform(.type("x"), on: button.elementID)
        }
        #expect(throws: UserActionError(.unknownElement(ElementID(rawValue: -1)))) {
            try harness.window.perform(.tap, on: ElementID(rawValue: -1))
        }
    }

    @Test func aSearchBarInTheNavigationBarTakesTypingAndSearch() throws {
        let list = ListController(title: "Items", items: ["Milk"])
        let bar = SearchBar(placeholder: "Search items")
        let delegate = SearchDelegate()
        bar.delegate = delegate
        list.navigationItem.searchBar = bar
        let harness = Harness(root: NavigationController(rootViewController: list))
        #expect(harness.snapshot.hasPrefix("window compact\nnav \"Items\"  search: ‹Search items›\n"))
        // A browser sends a tap when the bar gains focus: accepted, and nothing changes.
        try harness.window.perform(.tap, on: bar.elementID)
        #expect(delegate.events.isEmpty)
        try harness.automation.type("mi", into: "Search items")
        try harness.automation.submit()
        #expect(delegate.events == ["changed mi", "search mi"])
    }

    @Test func segmentsSwitchesAndRefreshGoThroughTheSameChecks() throws {
        let segments = SegmentedControl(items: ["All", "Open"])
        let toggle = Switch()
        let harness = Harness(root: ContentController([segments, toggle]))
        try harness.window.perform(.selectSegment(1), on: segments.elementID)
        #expect(segments.selectedSegmentIndex == 1)
        #expect(
            throws: UserActionError(
                .notApplicable(action: "select a segment of", element: "segmented control \"\(segments.elementID)\""))
        ) {
            try harness.window.perform(.selectSegment(5), on: segments.elementID)
        }
        try harness.window.perform(.toggle(true), on: toggle.elementID)
        try harness.window.perform(.toggle(true), on: toggle.elementID)
        #expect(toggle.isOn)
        toggle.isEnabled = false
        #expect(throws: UserActionError(.disabled("switch \"\(toggle.elementID)\""))) {
            try harness.window.perform(.toggle(false), on: toggle.elementID)
        }
        #expect(toggle.isOn)
    }

    @Test func pullingToRefreshAndScrollingATable() throws {
        let list = ListController(title: "Items", items: (0..<40).map { "Item \($0)" })
        let refresh = RefreshControl()
        var pulls = 0
        refresh.addAction(for: .valueChanged) { _ in pulls += 1 }
        list.tableView.refreshControl = refresh
        let harness = Harness(root: list)
        try harness.window.perform(.refresh, on: list.tableView.elementID)
        try harness.window.perform(.refresh, on: list.tableView.elementID)
        #expect(pulls == 1)
        #expect(refresh.isRefreshing)
        #expect(harness.snapshot.hasPrefix("window compact\ntable (40 rows)\n  refreshing…\n"))
        refresh.endRefreshing()

        try harness.automation.scroll(to: 10 * 44)
        #expect(list.tableView.indexPathsForVisibleRows.first == .row(10))
        try harness.automation.tap("Item 12")
        #expect(list.selected == ["Item 12"])
    }

    @Test func backInACollapsedSplitPopsWithinTheDetailsStack() throws {
        let master = ListController(title: "Folders", items: ["Work"])
        let detail = TrackedController("Player")
        let detailNavigation = NavigationController(rootViewController: detail)
        let split = SplitViewController(
            primary: NavigationController(rootViewController: master), secondary: detailNavigation)
        let harness = Harness(root: split, sizeClass: .compact)
        detailNavigation.pushViewController(TrackedController("Info"), animated: false)
        #expect(harness.snapshot.hasPrefix("window compact\nsplit (collapsed)\n  primary:\n    nav \"Info\"  ‹ Player"))

        try harness.automation.back()
        #expect(detailNavigation.viewControllers.count == 1)
        #expect(harness.log.last == "pop TrackedController \"Info\" animated by user")
        try harness.automation.back()
        #expect(split.primaryNavigationController?.viewControllers.count == 1)
        #expect(throws: AutomationError("there is no back button: no navigation bar shows one")) {
            try harness.automation.back()
        }
    }

    @Test func snapshotIsTheRenderedText() {
        let harness = Harness(root: ContentController([Label(text: "Hi")]))
        #expect(harness.automation.snapshot() == "window compact\nHi")
    }
}
