/// A readable difference between two values for failure messages: both are dumped (Swift's `dump`, one
/// property per line), and the lines that differ are shown with `−` (expected) and `+` (actual), with a
/// line of context around each change.
public enum StateDiff {
    /// The differing lines of `expected` and `actual`'s dumps, or a note saying the dumps are the same
    /// (values that differ only in an object's identity). Call it for values that differ.
    ///
    /// - Complexity: O(*n* · *d*) for dumps of *n* lines that differ in *d* lines.
    public static func lines<Value>(expected: Value, actual: Value) -> String {
        var expectedDump = ""
        var actualDump = ""
        dump(expected, to: &expectedDump)
        dump(actual, to: &actualDump)
        let old = expectedDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actualDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        guard !removed.isEmpty || !inserted.isEmpty else {
            return "  (the dumps are the same: the values differ in an object's identity or in something a dump "
                + "does not show)"
        }
        // Walk both dumps together: unchanged lines advance both, removals the old, insertions the new.
        var result: [String] = []
        var oldIndex = 0
        var newIndex = 0
        var lastShownContext = -2
        while oldIndex < old.count || newIndex < new.count {
            if removed.contains(oldIndex) {
                result.append("− " + old[oldIndex])
                oldIndex += 1
            } else if inserted.contains(newIndex) {
                result.append("+ " + new[newIndex])
                newIndex += 1
            } else {
                let nearChange =
                    removed.contains(oldIndex + 1) || inserted.contains(newIndex + 1)
                    || removed.contains(oldIndex - 1) || inserted.contains(newIndex - 1)
                if nearChange, oldIndex < old.count, lastShownContext != oldIndex {
                    result.append("  " + old[oldIndex])
                    lastShownContext = oldIndex
                }
                oldIndex += 1
                newIndex += 1
            }
        }
        return result.joined(separator: "\n")
    }
}
