import Foundation
import Testing
import ViewKit
import ViewKitTesting

/// The ViewKitTesting expectations pass on what a window shows and did, and fail, pointing at the
/// caller, on anything else.
@MainActor
@Suite struct ViewKitTestingTests {
    @Test func snapshotAndOperationExpectationsPassAndFail() throws {
        let list = ListController(title: "List", items: ["A", "B"])
        let harness = Harness(root: NavigationController(rootViewController: list))
        expectSnapshot(of: harness.window, contains: "- B")
        expectSnapshot(of: harness.window, equals: harness.snapshot)
        let mark = harness.window.operationLog.totalCount
        list.tableView.reloadData()
        expectOperations(in: harness.window, since: mark, [.reloadData(table: "table")])
        withKnownIssue {
            expectSnapshot(of: harness.window, contains: "- C")
        }
        withKnownIssue {
            expectOperations(in: harness.window, since: mark, [])
        }
        #expect(IndexPath.row(3, section: 1) == IndexPath(row: 3, section: 1))
    }
}
