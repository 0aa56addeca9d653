public import Foundation
public import Testing
public import ViewKit

/// Expectations about what a window shows and what it did, for tests of ViewKit apps: failures point at
/// the caller's line and show both sides.
///
/// ```swift
/// let mark = window.operationLog.totalCount
/// try Automation(window: window).delete("Recording 1")
/// expectOperations(in: window, since: mark, [.deleteRows([.row(1)], .right, table: "table")])
/// expectSnapshot(of: window, contains: "table (1 row)")
/// ```
@MainActor
public func expectSnapshot(
    of window: Window, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let shown = Automation(window: window).snapshot()
    #expect(shown == expected, "the window shows:\n\(shown)", sourceLocation: sourceLocation)
}

/// Expects the window's snapshot to contain `text` (a row, a title, an alert), showing the whole screen
/// when it does not.
@MainActor
public func expectSnapshot(
    of window: Window, contains text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let shown = Automation(window: window).snapshot()
    #expect(shown.contains(text), "\"\(text)\" is not on screen:\n\(shown)", sourceLocation: sourceLocation)
}

/// Expects exactly `expected` to have been recorded in `window`'s operation log since `mark` (a value of
/// `OperationLog.totalCount` read before the action).
@MainActor
public func expectOperations(
    in window: Window, since mark: Int, _ expected: [ViewKit.Operation],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let recorded = window.operationLog.entries(since: mark)
    #expect(recorded == expected, sourceLocation: sourceLocation)
}

extension IndexPath {
    /// Row `row` of section `section` (0 by default): the index paths tests name most.
    public static func row(_ row: Int, section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
}
