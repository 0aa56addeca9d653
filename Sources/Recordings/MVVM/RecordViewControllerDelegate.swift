/// What the record screen asks of its coordinator (the book's `RecordViewControllerDelegate`).
@MainActor
public protocol RecordViewControllerDelegate: AnyObject {
    /// The take ended as `outcome` says: dismiss the screen (and explain a failure).
    func finishedRecording(_ recordViewController: RecordViewController, outcome: RecordViewModel.Outcome)
}
