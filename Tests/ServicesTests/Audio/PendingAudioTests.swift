import Foundation
import Testing

@testable import Services

/// The marks of audio on its way and the settling of what a stopped upload left.
@Suite struct PendingAudioTests {
    @Test func marksAndPartialUploadsAreRecognisedByTheirWholeName() {
        let uuid = UUID()
        #expect(PendingAudio.markedUUID("\(uuid.uuidString).wav.pending") == uuid)
        #expect(PendingAudio.markedUUID("\(uuid.uuidString).wav") == nil)
        #expect(PendingAudio.markedUUID("notes.wav.pending") == nil)
        #expect(PendingAudio.isPartialAudio(".\(uuid.uuidString).wav.\(UUID().uuidString).tmp"))
        #expect(!PendingAudio.isPartialAudio(".store.json.\(UUID().uuidString).tmp"))
        #expect(!PendingAudio.isPartialAudio("\(uuid.uuidString).wav"))
    }

    @Test func settlingRemovesTheItemOfAMarkWhoseFileNeverArrivedAndEveryMark() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pending-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (missing, arrived) = (UUID(), UUID())
        let missingURL = directory.appendingPathComponent("\(missing.uuidString).wav")
        let arrivedURL = directory.appendingPathComponent("\(arrived.uuidString).wav")
        try PendingAudio.begin(missingURL)
        try PendingAudio.begin(arrivedURL)
        try Data("RIFF".utf8).write(to: arrivedURL)
        let partial = ".\(missing.uuidString).wav.\(UUID().uuidString).tmp"
        try Data("RI".utf8).write(to: directory.appendingPathComponent(partial))
        try Data("other".utf8).write(to: directory.appendingPathComponent(".store.json.x.tmp"))
        var removed: [UUID] = []
        let settlement = PendingAudio.settle(in: directory, hasItem: { _ in true }) { removed.append($0) }
        #expect(removed == [missing])
        #expect(settlement.removedTakes == [missing])
        #expect(settlement.removedFiles.count == 3)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == [".store.json.x.tmp", "\(arrived.uuidString).wav"])
    }
}
