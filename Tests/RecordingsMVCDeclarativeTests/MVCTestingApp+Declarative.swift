import RecordingsMVC
import RecordingsMVCDeclarative
import RecordingsMVCTesting

extension MVCTestingApp {
    /// The declarative player of the loaded recording on screen.
    var recordingPlayer: DeclarativeRecordingPlayerViewController? {
        visiblePlayer?.content as? DeclarativeRecordingPlayerViewController
    }
}
