/// When a ``Store`` folds its journal of changes into a new snapshot of the whole tree.
///
/// Each change appends one record to `store.journal` (one flush, in proportion to the change); the whole
/// tree is written to `store.json` only when the journal has grown past ``journalShare`` of the snapshot
/// or past ``maximumRecords``, at ``Store/close()``, and by ``Store/saveNow()``. A library whose snapshot is
/// under ``minimumSnapshotSize`` bytes is written whole at every change: that costs about what an append
/// does, and keeps `store.json` complete for readers of small libraries.
public struct StoreCompaction: Sendable, Hashable {
    /// Below this snapshot size, in bytes, every change writes the whole snapshot.
    public var minimumSnapshotSize: Int
    /// The journal is folded when its size would exceed this fraction of the snapshot's size.
    public var journalShare: Double
    /// The journal is folded when it would hold more records than this.
    public var maximumRecords: Int

    /// Creates a policy.
    public init(minimumSnapshotSize: Int, journalShare: Double, maximumRecords: Int) {
        self.minimumSnapshotSize = minimumSnapshotSize
        self.journalShare = journalShare
        self.maximumRecords = maximumRecords
    }

    /// The apps' policy: whole saves under 64 KiB, folding at a quarter of the snapshot or 50,000 records.
    public static let standard = StoreCompaction(
        minimumSnapshotSize: 64 * 1024, journalShare: 0.25, maximumRecords: 50_000)

    /// Whether a journal of `journalSize` bytes and `recordCount` records, beside a snapshot of
    /// `snapshotSize` bytes (nil when there is none), should be folded instead of appended to.
    func shouldFold(snapshotSize: Int?, journalSize: Int, recordCount: Int) -> Bool {
        guard let snapshotSize, snapshotSize >= minimumSnapshotSize else { return true }
        return recordCount > maximumRecords || Double(journalSize) > Double(snapshotSize) * journalShare
    }
}
