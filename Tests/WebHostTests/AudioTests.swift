import Foundation
import Services
import Testing
import ViewKit
import WebHost

/// The browser audio backend: commands to the tab, reports back as callbacks, validated uploads.
@MainActor
@Suite struct AudioTests {
    @Test func theHostRegistersTheBrowserBackend() throws {
        let (_, delegate, _, _) = try AudioTestApp.host()
        #expect(delegate.backend is BrowserAudioBackend)
    }

    @Test func aRecordingIsCommandedReportedAndUploaded() throws {
        let (host, delegate, clock, fileURL) = try AudioTestApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        try tap("Record", host, tab)
        let start = try #require(tab.received.last { $0.type == "recorder" })
        #expect(start.command == "start")
        let expectedUpload = "/upload/\(fileURL.lastPathComponent)"
        #expect(start.upload == expectedUpload)
        let id = try #require(start.id)
        host.receive(#"{"type":"recorder","recorder":\#(id),"event":"started"}"#, from: tab.connection)
        clock.advance(by: 3)
        let screen = try #require(delegate.screen)
        #expect(screen.recorderUpdates.compactMap { $0 }.map { Int($0) } == [1, 2, 3])
        try tap("Stop", host, tab)
        #expect(tab.received.last { $0.type == "recorder" }?.command == "stop")
        let backend = try #require(delegate.backend as? BrowserAudioBackend)
        let name = try #require(AudioFileName(fileURL.lastPathComponent))
        #expect(backend.expectsUpload(name))
        let wav = WAVFile.encodePCM16Mono(samples: [Int16](repeating: 100, count: 8000))
        try backend.acceptUpload(wav, for: name)
        #expect(FileManager.default.fileExists(atPath: fileURL.path))
        #expect(!backend.expectsUpload(name))
        #expect(!screen.recorderUpdates.contains(nil))
    }

    @Test func deniedPermissionEndsTheRecordingWithNil() throws {
        let (host, delegate, _, _) = try AudioTestApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        try tap("Record", host, tab)
        let id = try #require(tab.received.last { $0.type == "recorder" }?.id)
        host.receive(#"{"type":"recorder","recorder":\#(id),"event":"denied"}"#, from: tab.connection)
        #expect(delegate.screen?.recorderUpdates.count == 1)
        #expect(delegate.screen?.recorderUpdates.first == .some(nil))
    }

    @Test func uploadsThatAreNotWAVOrNotExpectedAreRefused() throws {
        let (host, delegate, _, fileURL) = try AudioTestApp.host()
        let backend = try #require(delegate.backend as? BrowserAudioBackend)
        let name = try #require(AudioFileName(fileURL.lastPathComponent))
        #expect(throws: UploadError(.notExpected)) { try backend.acceptUpload(Data("RIFF".utf8), for: name) }
        try recordAndStop(host)
        #expect(throws: UploadError.self) { try backend.acceptUpload(Data("not a wav file at all".utf8), for: name) }
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
        #expect(delegate.screen?.recorderUpdates.last == .some(nil))
    }

    /// An upload over the size limit is refused before it is read; the recording fails at once, so the
    /// record screen closes instead of waiting with a dead Stop button.
    @Test func aRefusedUploadFailsTheRecordingAtOnce() throws {
        let (host, delegate, _, fileURL) = try AudioTestApp.host()
        let backend = try #require(delegate.backend as? BrowserAudioBackend)
        let name = try #require(AudioFileName(fileURL.lastPathComponent))
        try recordAndStop(host)
        #expect(backend.expectsUpload(name))
        backend.refuseUpload(name)
        #expect(!backend.expectsUpload(name))
        #expect(delegate.screen?.recorderUpdates.last == .some(nil))
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
    }

    /// A take is marked as on its way from the start of its recording until its upload is written, so a
    /// stop of the server in between leaves a mark for the library to settle; a take that never reached
    /// its upload loses its mark at once, one whose upload failed keeps it (it may have been named).
    @Test func aTakeIsMarkedUntilItsUploadIsWritten() throws {
        let (host, delegate, _, fileURL) = try AudioTestApp.host()
        let backend = try #require(delegate.backend as? BrowserAudioBackend)
        let name = try #require(AudioFileName(fileURL.lastPathComponent))
        try recordAndStop(host)
        #expect(PendingAudio.isPending(fileURL))
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
        try backend.acceptUpload(WAVFile.encodePCM16Mono(samples: [Int16](repeating: 7, count: 800)), for: name)
        #expect(FileManager.default.fileExists(atPath: fileURL.path))
        #expect(!PendingAudio.isPending(fileURL), "the mark goes only once the file is in place")

        try FileManager.default.removeItem(at: fileURL)
        try recordAndStop(host)
        backend.refuseUpload(name)
        #expect(PendingAudio.isPending(fileURL), "a failed upload of a take that may be named keeps its mark")
        PendingAudio.end(fileURL)
    }

    @Test func aTakeThatNeverReachedItsUploadLosesItsMark() throws {
        let (host, _, _, fileURL) = try AudioTestApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        try tap("Record", host, tab)
        #expect(PendingAudio.isPending(fileURL))
        let id = try #require(tab.received.last { $0.type == "recorder" }?.id)
        host.receive(#"{"type":"recorder","recorder":\#(id),"event":"denied"}"#, from: tab.connection)
        #expect(!PendingAudio.isPending(fileURL))
    }

    /// Opens a tab, starts a recording, reports the microphone started, and taps Stop: the take now
    /// waits for its upload.
    private func recordAndStop(_ host: AppHost) throws {
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        try tap("Record", host, tab)
        let id = try #require(tab.received.last { $0.type == "recorder" }?.id)
        host.receive(#"{"type":"recorder","recorder":\#(id),"event":"started"}"#, from: tab.connection)
        try tap("Stop", host, tab)
    }

    @Test func playbackFollowsTheTabsReports() throws {
        let (host, delegate, _, fileURL) = try AudioTestApp.host()
        try WAVFile.write(samples: [Int16](repeating: 0, count: 16000), to: fileURL)
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        try tap("Play", host, tab)
        let play = try #require(tab.received.last { $0.type == "player" })
        #expect(play.command == "play")
        #expect(play.source == "/audio/\(fileURL.lastPathComponent)")
        let id = try #require(play.id)
        host.receive(#"{"type":"player","player":\#(id),"time":0.5,"state":"playing"}"#, from: tab.connection)
        let screen = try #require(delegate.screen)
        #expect(screen.playerUpdates.last??.currentTime == 0.5)
        #expect(screen.playerUpdates.last??.activity == .playing)
        try tap("Play", host, tab)
        #expect(tab.received.last { $0.type == "player" }?.command == "pause")
        #expect(screen.player?.isPaused == true)
        host.receive(#"{"type":"player","player":\#(id),"time":2,"state":"ended"}"#, from: tab.connection)
        #expect(screen.playerUpdates.last??.activity == .stopped)
        host.receive(#"{"type":"player","player":99,"time":2,"state":"ended"}"#, from: tab.connection)
        try tab.process()
        #expect(tab.errors.count == 1)
    }

    @Test func onlyUUIDNamedWAVFilesAreAddressed() {
        let uuid = UUID()
        #expect(AudioFileName("\(uuid.uuidString).wav")?.uuid == uuid)
        #expect(AudioFileName("\(uuid.uuidString.lowercased()).WAV")?.uuid == uuid)
        for bad in [
            "../../etc/passwd", "x.wav", "\(uuid.uuidString).mp3", "\(uuid.uuidString)/.wav", "",
            "\(uuid.uuidString).wav/",
        ] {
            #expect(AudioFileName(bad) == nil)
        }
        let directory = URL(fileURLWithPath: "/data", isDirectory: true)
        #expect(AudioFileName(url: URL(fileURLWithPath: "/data/\(uuid.uuidString).wav"), in: directory) != nil)
        #expect(AudioFileName(url: URL(fileURLWithPath: "/other/\(uuid.uuidString).wav"), in: directory) == nil)
        // Other spellings of a place: inside the directory, or not, whatever the text says.
        for inside in ["/data/./", "/data/sub/../", "//data/", "/data/"] {
            let url = URL(fileURLWithPath: "\(inside)\(uuid.uuidString.lowercased()).wav")
            #expect(AudioFileName(url: url, in: directory)?.uuid == uuid, "\(url.path)")
        }
        for outside in ["/data/sub/", "/dat/", "/datax/", "/data/../", "/"] {
            let url = URL(fileURLWithPath: "\(outside)\(uuid.uuidString).wav")
            #expect(AudioFileName(url: url, in: directory) == nil, "\(url.path)")
        }
        #expect(AudioFileName(url: URL(string: "https://data/\(uuid.uuidString).wav")!, in: directory) == nil)
    }

    @Test func byteRangesResolveAgainstTheFileSize() {
        #expect(ByteRange.resolve(nil, size: 100) == .whole)
        #expect(ByteRange.resolve("bytes=0-9", size: 100) == .partial(ByteRange(lowerBound: 0, upperBound: 9)))
        #expect(ByteRange.resolve("bytes=90-", size: 100) == .partial(ByteRange(lowerBound: 90, upperBound: 99)))
        #expect(ByteRange.resolve("bytes=-10", size: 100) == .partial(ByteRange(lowerBound: 90, upperBound: 99)))
        #expect(ByteRange.resolve("bytes=50-500", size: 100) == .partial(ByteRange(lowerBound: 50, upperBound: 99)))
        #expect(ByteRange.resolve("bytes=100-", size: 100) == .unsatisfiable)
        #expect(ByteRange.resolve("bytes=0-1,5-6", size: 100) == .whole)
        #expect(ByteRange.resolve("items=0-1", size: 100) == .whole)
        #expect(ByteRange.resolve("bytes=99999999999999999999999-", size: 100) == .whole)
    }

    private func tap(_ title: String, _ host: AppHost, _ tab: TestTab) throws {
        let button = try #require(tab.node { $0.kind == .button && $0.string("title") == title })
        host.receive(TestTab.event(button.id, "tap"), from: tab.connection)
        try tab.process()
    }
}
