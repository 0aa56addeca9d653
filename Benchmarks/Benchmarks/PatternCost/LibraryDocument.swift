import Foundation

/// The library every Recordings benchmark opens: a root folder holding "Folder" (10 recordings, the first
/// row) and `itemCount` recordings named in sorted order ("Recording 000000", …), the first of which is
/// ``playedRecording``.
enum LibraryDocument {
    /// The first recording of the root folder (row 1); the fixtures give it 10 s of audio.
    static let playedRecording = UUID()

    /// The store document (`store.json`) of the library with `itemCount` recordings in its root.
    static func data(itemCount: Int) -> Data {
        func recording(_ name: String, _ uuid: UUID = UUID()) -> String {
            #"{"recording":{"name":"\#(name)","uuid":"\#(uuid.uuidString)"}}"#
        }
        let inner = (0..<10).map { recording("Inner \($0)") }.joined(separator: ",")
        var json = #"{"name":"","uuid":"\#(UUID().uuidString)","contents":["#
        json.reserveCapacity(itemCount * 90 + 1_000)
        json += #"{"folder":{"name":"Folder","uuid":"\#(UUID().uuidString)","contents":[\#(inner)]}}"#
        for index in 0..<itemCount {
            let name = "Recording \(String(format: "%06d", index))"
            json += "," + recording(name, index == 0 ? playedRecording : UUID())
        }
        json += "]}"
        return Data(json.utf8)
    }
}
