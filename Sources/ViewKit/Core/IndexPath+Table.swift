public import Foundation

extension IndexPath {
    /// Creates the index path of `row` in `section`, as UIKit's table views use it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table-view index path.
    public var section: Int { count > 0 ? self[0] : 0 }

    /// The row of a table-view index path.
    public var row: Int { count > 1 ? self[1] : 0 }
}
