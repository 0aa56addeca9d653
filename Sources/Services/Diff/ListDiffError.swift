/// Why a list diff could not be computed or a ``ListChangeset`` could not be applied.
///
/// Two kinds exist today, and more may follow, so the kind is private and callers compare against the
/// static constructors:
///
/// - ``duplicateID(in:firstIndex:duplicateIndex:)``: an input list holds two elements with the same identity.
///   Identity must be unique within each list, as a table view's rows must be; a duplicate is a programmer
///   error in the code that built the list. Callers that must show *something* can fall back to a
///   changeset that deletes every old row and inserts every new one.
/// - ``inconsistentChangeset(_:)``: a changeset does not describe a valid batch update for the given list
///   sizes (an index out of range, a row both deleted and moved, counts that do not add up, …).
///   ``ListChangeset/init(from:to:id:isContentEqual:)-(C,_,_,_)`` never produces one; hand-built changesets can.
public struct ListDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which input list of a diff an index refers to.
    public enum Side: Hashable, Sendable {
        /// The list before the change.
        case old
        /// The list after the change.
        case new
    }

    private enum Code: Hashable, Sendable {
        case duplicateID(side: Side, firstIndex: Int, duplicateIndex: Int)
        case inconsistentChangeset(reason: String)
    }

    private let code: Code

    private init(_ code: Code) {
        self.code = code
    }

    /// The list named by `side` holds the same identity at `firstIndex` and at `duplicateIndex`.
    ///
    /// - Parameters:
    ///   - side: the list that holds the duplicate.
    ///   - firstIndex: the offset of the first element with the identity.
    ///   - duplicateIndex: the offset of the next element with the same identity (`> firstIndex`).
    public static func duplicateID(in side: Side, firstIndex: Int, duplicateIndex: Int) -> Self {
        Self(.duplicateID(side: side, firstIndex: firstIndex, duplicateIndex: duplicateIndex))
    }

    /// A changeset is not a valid batch update; `reason` says which rule it breaks.
    public static func inconsistentChangeset(_ reason: String) -> Self {
        Self(.inconsistentChangeset(reason: reason))
    }

    /// Whether the error reports a duplicate identity (in either list, at any index).
    public var isDuplicateID: Bool {
        if case .duplicateID = code { return true }
        return false
    }

    /// A sentence for logs and test failures.
    public var description: String {
        switch code {
        case .duplicateID(let side, let firstIndex, let duplicateIndex):
            "The \(side) list has the same identity at offsets \(firstIndex) and \(duplicateIndex); "
                + "identities must be unique within a list."
        case .inconsistentChangeset(let reason):
            "Inconsistent changeset: \(reason)"
        }
    }
}
