public import ViewKit

/// Turns a window's render tree into the tree the browser receives.
///
/// The one difference is in tables: each row and section header carries its top edge in the table's
/// content (``RenderNode/value``), which changes for every kept row when a row is inserted or deleted above
/// them. The browser lays out the kept rows one after the other from the top of the first, so the wire tree
/// moves that position to the table (`index[3]`, in points) and drops the rows' positions: inserting a row at
/// the top of a long list then patches the table and two rows, not every row on screen.
public enum WireTree {
    /// The wire form of `tree`.
    public static func make(from tree: RenderNode) -> RenderNode {
        var node = tree
        if node.kind == .table {
            let top = node.children.first { $0.kind == .row || $0.kind == .section }?.value ?? 0
            var index = node.index ?? [0, 0, 0]
            while index.count < 3 { index.append(0) }
            index.append(Int(top.rounded()))
            node.index = index
            for position in node.children.indices
            where node.children[position].kind == .row || node.children[position].kind == .section {
                node.children[position].value = nil
            }
        }
        node.children = node.children.map(make(from:))
        return node
    }
}
