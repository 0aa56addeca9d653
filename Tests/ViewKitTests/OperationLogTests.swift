import Foundation
import Testing
import ViewKitTesting

@testable import ViewKit

@MainActor
struct OperationLogTests {
    @Test func entriesDescribeThemselvesReadably() {
        let cases: [(ViewKit.Operation, String)] = [
            (.reloadData(table: "items"), "items reloadData"),
            (.insertRows([.row(0), .row(2, section: 1)], .fade, table: "t"), "t insertRows [0:0,1:2] fade"),
            (.deleteRows([.row(1)], .automatic, table: "t"), "t deleteRows [0:1] automatic"),
            (.moveRow(from: .row(1), to: .row(3), table: "t"), "t moveRow 0:1 → 0:3"),
            (.reloadRows([.row(4)], .none, table: "t"), "t reloadRows [0:4] none"),
            (.push("Detail", animated: true), "push Detail animated"),
            (.pop(["A", "B"], animated: false, byUser: true), "pop A, B by user"),
            (.setViewControllers(["A"], animated: false), "setViewControllers [A]"),
            (.present("Sheet", animated: true), "present Sheet animated"),
            (.dismiss("Sheet", animated: false), "dismiss Sheet"),
            (.presentationRefused("B", alreadyPresenting: "A"), "refused to present B over A"),
            (.showDetail("Player"), "showDetail Player"),
            (.collapse, "collapse"),
            (.expand, "expand"),
            (.alertAction("Delete?", action: "OK"), "alert \"Delete?\" → OK"),
            (.sizeClass(.regular), "size regular"),
        ]
        for (operation, text) in cases {
            #expect(operation.description == text)
        }
    }

    @Test func theLogKeepsTheMostRecentEntriesUpToItsCapacity() {
        let log = OperationLog(capacity: 4)
        for index in 0..<5 { log.record(.showDetail("\(index)")) }
        #expect(log.entries == ["1", "2", "3", "4"].map { .showDetail($0) })
        #expect(log.totalCount == 5)
    }

    @Test func aLogOfCapacityOneKeepsTheLatestEntry() {
        let log = OperationLog(capacity: 1)
        log.record(.collapse)
        log.record(.expand)
        #expect(log.entries == [.expand])
    }

    @Test func entriesSinceAMarkAreTheOnesRecordedAfterIt() {
        let log = OperationLog(capacity: 3)
        log.record(.collapse)
        let mark = log.totalCount
        #expect(log.entries(since: mark) == [])
        log.record(.expand)
        log.record(.collapse)
        #expect(log.entries(since: mark) == [.expand, .collapse])
        log.record(.sizeClass(.compact))
        log.record(.sizeClass(.regular))
        #expect(log.entries(since: mark) == [.collapse, .sizeClass(.compact), .sizeClass(.regular)])
        log.clear()
        #expect(log.entries == [])
        #expect(log.entries(since: mark) == [])
    }

    @Test func aUserFlowIsRecordedInOrder() throws {
        let list = ListController(title: "Items", items: ["A", "B"])
        let navigation = NavigationController(rootViewController: list)
        let harness = Harness(root: navigation)
        let detail = TrackedController("Detail")
        navigation.pushViewController(detail, animated: true)
        try harness.automation.back()
        let alert = AlertController(title: "Sure?", message: nil)
        alert.addAction(AlertAction(title: "Yes"))
        list.present(alert, animated: true)
        try harness.automation.tap("Yes")
        try harness.automation.delete("B")
        #expect(
            harness.log == [
                "push TrackedController \"Detail\" animated",
                "pop TrackedController \"Detail\" animated by user",
                "present AlertController \"Sure?\" animated",
                "alert \"Sure?\" → Yes",
                "dismiss AlertController \"Sure?\" animated",
                "table deleteRows [0:1] automatic",
            ])
    }
}
