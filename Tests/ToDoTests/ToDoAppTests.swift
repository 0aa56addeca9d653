import Foundation
import Services
import TestSupport
import Testing
import ViewKit

@testable import ToDo

/// The digest's to-do scenarios (todo-and-clocks.md §5, 1–11), driven through the interface.
@MainActor
struct ToDoAppTests {
    let directory = TemporaryDirectory(prefix: "todo-tests")
    let clock = VirtualClock()

    private func launch() throws -> (Application, Window, ToDoAppDelegate) {
        let delegate = try ToDoAppDelegate(environment: AppEnvironment(dataDirectory: directory.url, clock: clock))
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        let window = application.openWindow()
        return (application, window, delegate)
    }

    @Test func emptyStartShowsTheTitledEmptyList() throws {
        let (_, window, _) = try launch()
        let screen = Automation(window: window).snapshot()
        #expect(screen.contains(#"nav "To-Do List""#))
        #expect(screen.contains("[+ Add]"))
        #expect(screen.contains("table (0 rows)"))
    }

    @Test func addingAnItemShowsItAtTheEndWithoutACheckmark() throws {
        let (_, window, delegate) = try launch()
        let automation = Automation(window: window)
        try automation.tap("Add")
        #expect(automation.snapshot().contains("‹New to-do item›"))
        try automation.type("Buy milk")
        try automation.tap("Save")
        #expect(delegate.stateController.items.map(\.name) == ["Buy milk"])
        #expect(delegate.stateController.items.first?.creationDate == clock.now)
        let screen = automation.snapshot()
        #expect(screen.contains("table (1 row)"))
        #expect(screen.contains("- Buy milk\n") || screen.hasSuffix("- Buy milk"))
        #expect(!screen.contains("✓"))
    }

    @Test func cancelDiscardsTheTypedItem() throws {
        let (_, window, delegate) = try launch()
        let automation = Automation(window: window)
        try automation.tap("Add")
        try automation.type("Call Bob")
        try automation.tap("Cancel")
        #expect(delegate.stateController.items.isEmpty)
        #expect(!automation.snapshot().contains("Call Bob"))
    }

    @Test(arguments: ["", "   ", "\t \n"])
    func anEmptyNameIsRefusedWithAVisibleReason(name: String) throws {
        let (_, window, delegate) = try launch()
        let automation = Automation(window: window)
        try automation.tap("Add")
        try automation.type(name)
        try automation.tap("Save")
        #expect(delegate.stateController.items.isEmpty)
        let screen = automation.snapshot()
        #expect(screen.contains("Type a name for the item to save it."))
        #expect(screen.contains(#"nav "Add Item""#))
    }

    @Test func returnInTheFieldSaves() throws {
        let (_, window, delegate) = try launch()
        let automation = Automation(window: window)
        try automation.tap("Add")
        try automation.type("Water plants")
        try automation.submit()
        #expect(delegate.stateController.items.map(\.name) == ["Water plants"])
    }

    @Test func tappingARowTogglesItAndReloadsOnlyThatRow() throws {
        let (_, window, delegate) = try launch()
        for name in ["A", "B", "C"] { delegate.stateController.addItem(named: name) }
        let automation = Automation(window: window)
        try automation.tap("Add")
        try automation.tap("Cancel")
        let mark = window.operationLog.totalCount
        try automation.select("B")
        #expect(delegate.stateController.items.map(\.completed) == [false, true, false])
        #expect(
            window.operationLog.entries(since: mark) == [
                .reloadRows([IndexPath(row: 1, section: 0)], .none, table: "toDoList")
            ])
        let screen = automation.snapshot()
        #expect(screen.contains("- B  ✓"))
        #expect(screen.contains("- A\n"))
        #expect(!screen.contains("> "), "the selection is not left highlighted")
        try automation.select("B")
        #expect(delegate.stateController.items.map(\.completed) == [false, false, false])
        #expect(!automation.snapshot().contains("✓"))
    }

    @Test func itemsKeepInsertionOrder() throws {
        let (_, window, _) = try launch()
        let automation = Automation(window: window)
        for name in ["C", "A", "B"] {
            try automation.tap("Add")
            try automation.type(name)
            try automation.tap("Save")
        }
        let rows = automation.snapshot().split(separator: "\n").filter { $0.hasPrefix("  - ") }
        #expect(rows == ["  - C", "  - A", "  - B"])
    }

    @Test func swipeToDeleteRemovesTheItemAndItsRow() throws {
        let (_, window, delegate) = try launch()
        for name in ["A", "B"] { delegate.stateController.addItem(named: name) }
        let automation = Automation(window: window)
        try automation.tap("Add")
        try automation.tap("Cancel")
        let mark = window.operationLog.totalCount
        try automation.delete("A")
        #expect(delegate.stateController.items.map(\.name) == ["B"])
        #expect(
            window.operationLog.entries(since: mark) == [
                .deleteRows([IndexPath(row: 0, section: 0)], .automatic, table: "toDoList")
            ])
    }

    @Test func quittingSavesAndARelaunchShowsTheSameItems() throws {
        do {
            let (application, window, _) = try launch()
            let automation = Automation(window: window)
            for name in ["A", "B"] {
                try automation.tap("Add")
                try automation.type(name)
                try automation.tap("Save")
            }
            try automation.select("B")
            application.terminate()
        }
        let (_, window, delegate) = try launch()
        #expect(delegate.stateController.items.map(\.name) == ["A", "B"])
        #expect(delegate.stateController.items.map(\.completed) == [false, true])
        #expect(Automation(window: window).snapshot().contains("- B  ✓"))
    }

    @Test func goingToTheBackgroundSaves() throws {
        let (application, _, delegate) = try launch()
        delegate.stateController.addItem(named: "Saved on background")
        try FileManager.default.removeItem(at: delegate.stateController.fileURL)
        application.enterBackground()
        let data = try Data(contentsOf: delegate.stateController.fileURL)
        #expect(String(decoding: data, as: UTF8.self).contains("Saved on background"))
    }

    @Test func aCorruptListIsReportedInTheInterface() throws {
        try Data("garbage".utf8).write(to: directory.url.appendingPathComponent(StateController.fileName))
        let (_, window, _) = try launch()
        let automation = Automation(window: window)
        let screen = automation.snapshot()
        #expect(screen.contains(#"alert "Could Not Read Your List""#))
        #expect(screen.contains("unreadable-"))
        try automation.tap("OK")
        #expect(!automation.snapshot().contains("alert"))
    }

    /// Scenario 10: one state controller, created by the app delegate, injected into the list and handed
    /// on to the add screen, which performs the add itself.
    @Test func theAddScreenAndTheListShareOneStateController() throws {
        let (_, window, delegate) = try launch()
        let automation = Automation(window: window)
        let navigation = try #require(window.rootViewController as? NavigationController)
        let list = try #require(navigation.viewControllers.first as? ToDoListTableViewController)
        #expect(list.stateController === delegate.stateController)
        try automation.tap("Add")
        let add = try #require(
            (window.topmostPresentedViewController as? NavigationController)?.topViewController
                as? AddToDoItemViewController
                ?? window.topmostPresentedViewController as? AddToDoItemViewController)
        #expect(add.stateController === delegate.stateController)
        try automation.type("Shared")
        try automation.tap("Save")
        #expect(delegate.stateController.items.map(\.name) == ["Shared"])
        #expect(automation.snapshot().contains("- Shared"))
    }

    /// Scenario 11: what a row shows depends on the item's name and completion only: two items that
    /// differ in everything else (here their creation dates) look the same, and nothing else of the cell
    /// is set.
    @Test func rowsShowOnlyTheNameAndTheCompletion() throws {
        let (_, window, delegate) = try launch()
        delegate.stateController.addItem(named: "Milk")
        clock.advance(by: 3_600)
        delegate.stateController.addItem(named: "Milk")
        delegate.stateController.addItem(named: "Milk")
        delegate.stateController.toggleCompletion(at: 2)
        let navigation = try #require(window.rootViewController as? NavigationController)
        let list = try #require(navigation.viewControllers.first as? ToDoListTableViewController)
        list.tableView.reloadData()
        #expect(delegate.stateController.items[0].creationDate != delegate.stateController.items[1].creationDate)
        let rows = window.renderTree().first { $0.kind == .table }?.children.filter { $0.kind == .row } ?? []
        let shown = rows.compactMap { node -> RenderNode.Row? in
            if case .row(let row) = node.content { row } else { nil }
        }
        #expect(shown.map(\.text) == ["Milk", "Milk", "Milk"])
        #expect(shown.map(\.detailText) == [nil, nil, nil])
        #expect(shown.map(\.accessory) == [.none, .none, .checkmark])
        #expect(rows.allSatisfy { $0.children.isEmpty })
    }

    @Test func theDataSourceConfiguresCellsOnlyThroughNameAndCompleted() {
        let cell = ToDoItemCell(style: .default, reuseIdentifier: ToDoItemCell.identifier)
        cell.name = "Milk"
        cell.completed = true
        #expect(cell.textLabel.text == "Milk")
        #expect(cell.accessoryType == .checkmark)
        cell.prepareForReuse()
        #expect(cell.textLabel.text == nil)
        #expect(cell.accessoryType == .none)
    }

    /// Two windows (two browser tabs) on one list: a change in one shows in the other at once, as the
    /// one row operation it is, never a full reload.
    @Test func aChangeInOneWindowShowsInEveryOtherWindowAtOnce() throws {
        let (application, first, _) = try launch()
        let second = application.openWindow()
        let one = Automation(window: first)
        let other = Automation(window: second)
        var mark = second.operationLog.totalCount
        try one.tap("Add")
        try one.type("Buy milk")
        try one.tap("Save")
        #expect(other.snapshot().contains("- Buy milk"))
        #expect(
            second.operationLog.entries(since: mark) == [
                .insertRows([IndexPath(row: 0, section: 0)], .automatic, table: "toDoList")
            ])
        mark = second.operationLog.totalCount
        try one.select("Buy milk")
        #expect(other.snapshot().contains("- Buy milk  ✓"))
        #expect(
            second.operationLog.entries(since: mark) == [
                .reloadRows([IndexPath(row: 0, section: 0)], .none, table: "toDoList")
            ])
        mark = first.operationLog.totalCount
        try other.delete("Buy milk")
        #expect(one.snapshot().contains("table (0 rows)"))
        #expect(
            first.operationLog.entries(since: mark) == [
                .deleteRows([IndexPath(row: 0, section: 0)], .automatic, table: "toDoList")
            ])
    }
}
