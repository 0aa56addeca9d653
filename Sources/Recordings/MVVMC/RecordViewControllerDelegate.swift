/// What the record screen asks of its coordinator.
@MainActor
public protocol RecordViewControllerDelegate: AnyObject {
    /// The recording was saved or discarded: the screen should go.
    func finishedRecording(_ controller: RecordViewController)
}
