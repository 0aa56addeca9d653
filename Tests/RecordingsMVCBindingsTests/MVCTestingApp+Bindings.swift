import RecordingsMVC
import RecordingsMVCBindings
import RecordingsMVCTesting

extension MVCTestingApp {
    /// The bound player of the loaded recording on screen.
    var recordingPlayer: BoundRecordingPlayerViewController? {
        visiblePlayer?.content as? BoundRecordingPlayerViewController
    }
}
