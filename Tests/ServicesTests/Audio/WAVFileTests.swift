import Foundation
import Services
import TestSupport
import Testing

@Suite struct WAVFileTests {
    /// A canonical header for hand-made test files; fields can be overridden to make them invalid.
    static func header(
        riffSize: UInt32? = nil,
        formatTag: UInt16 = 1,
        channels: UInt16 = 1,
        sampleRate: UInt32 = 8000,
        bits: UInt16 = 16,
        blockAlign: UInt16? = nil,
        byteRate: UInt32? = nil,
        dataSize: UInt32
    ) -> [UInt8] {
        let align = blockAlign ?? channels * bits / 8
        var bytes = Array("RIFF".utf8) + le32(riffSize ?? (36 + dataSize)) + Array("WAVEfmt ".utf8) + le32(16)
        bytes += le16(formatTag) + le16(channels) + le32(sampleRate) + le32(byteRate ?? sampleRate * UInt32(align))
        bytes += le16(align) + le16(bits) + Array("data".utf8) + le32(dataSize)
        return bytes
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    func expectError(
        _ code: AudioFileError.Code,
        parsing bytes: [UInt8],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(throws: AudioFileError(code), sourceLocation: sourceLocation) {
            try WAVFile(parsing: Data(bytes))
        }
    }

    @Test func roundTripKeepsSamplesAndFormat() throws {
        let samples: [Int16] = [0, 1, -1, .max, .min, 1234, -4321]
        let data = WAVFile.encodePCM16Mono(samples: samples, sampleRate: 16_000)
        let file = try WAVFile(parsing: data)
        #expect(file.format == WAVFormat.pcm16Mono(sampleRate: 16_000))
        #expect(file.frameCount == samples.count)
        #expect(file.dataOffset == 44)
        #expect(data.count == 44 + 2 * samples.count)
        #expect(try WAVFile.samples(in: data) == samples)
    }

    @Test func durationIsFramesOverSampleRate() throws {
        let data = WAVFile.encodePCM16Mono(samples: try WAVFile.silence(duration: 2.5, sampleRate: 8000))
        let file = try WAVFile(parsing: data)
        #expect(file.frameCount == 20_000)
        #expect(file.duration == 2.5)
    }

    @Test func toneHasTheRequestedLengthAndIsNotSilent() throws {
        let tone = try WAVFile.tone(frequency: 440, duration: 1, sampleRate: 8000, amplitude: 0.5)
        #expect(tone.count == 8000)
        let peak = tone.map { abs(Int($0)) }.max() ?? 0
        #expect(peak > 15_000 && peak <= 16_384)
        #expect(tone.first == 0 && tone.last == 0)
    }

    @Test func generatingAnInvalidDurationFails() {
        for duration in [-1, .infinity, .nan, WAVFile.maximumGeneratedDuration + 1] {
            #expect(throws: AudioFileError.self) { try WAVFile.silence(duration: duration) }
        }
    }

    @Test func writeAndReadFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wav-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("tone.wav")
        try WAVFile.write(samples: try WAVFile.tone(frequency: 220, duration: 3), to: url)
        let file = try WAVFile(contentsOf: url)
        #expect(file.duration == 3)
        #expect(file.format.sampleRate == WAVFile.defaultSampleRate)
    }

    @Test func aFileOnDiskReadsAsTheSameBytesInMemoryDoWhereverItsChunksLie() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Files whose format and data chunks start inside the header read, across its end and well past it
        // (a long metadata chunk first); then the same files cut short, and one that is not a WAV.
        var files: [[UInt8]] = []
        for padding in [0, 400, 454, 460, 470, 5_000] {
            var bytes = Array("RIFF".utf8) + Self.le32(0) + Array("WAVE".utf8)
            bytes += Array("LIST".utf8) + Self.le32(UInt32(padding)) + [UInt8](repeating: 7, count: padding)
            bytes += Array("fmt ".utf8) + Self.le32(16) + Self.le16(1) + Self.le16(1) + Self.le32(8000)
            bytes += Self.le32(16_000) + Self.le16(2) + Self.le16(16)
            bytes += Array("data".utf8) + Self.le32(8) + [1, 2, 3, 4, 5, 6, 7, 8]
            bytes.replaceSubrange(4..<8, with: Self.le32(UInt32(bytes.count - 8)))
            files += [bytes, Array(bytes.dropLast(12)), Array(bytes.prefix(padding + 30))]
        }
        files.append(Array("not a wav file at all".utf8))
        for (index, bytes) in files.enumerated() {
            let url = directory.appendingPathComponent("\(index).wav")
            try Data(bytes).write(to: url)
            let fromMemory = Result { () throws(AudioFileError) in try WAVFile(parsing: Data(bytes)) }
            let fromDisk = Result { () throws(AudioFileError) in try WAVFile(contentsOf: url) }
            #expect(fromDisk == fromMemory, "file \(index) of \(bytes.count) bytes")
        }
        #expect(files.filter { (try? WAVFile(parsing: Data($0))) != nil }.count == 6)
    }

    @Test func missingFileIsReportedAsNotFound() {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).wav")
        #expect(throws: AudioFileError(.fileNotFound(path: url.path))) { try WAVFile(contentsOf: url) }
    }

    @Test func aPathUnderAFileIsNotFoundAndAFolderIsUnreadable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("plain.wav")
        try WAVFile.encodePCM16Mono(samples: [0, 1, 2]).write(to: file)
        let underFile = file.appendingPathComponent("inside.wav")
        #expect(throws: AudioFileError(.fileNotFound(path: underFile.path))) { try WAVFile(contentsOf: underFile) }
        let folder = directory.appendingPathComponent("folder.wav")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let error = #expect(throws: AudioFileError.self) { try WAVFile(contentsOf: folder) }
        guard case .unreadable(let path, let reason) = error?.code else {
            Issue.record("a folder gave \(String(describing: error)), not unreadable")
            return
        }
        #expect(path == folder.path)
        #expect(reason.lowercased().contains("directory"), "\(reason)")
    }

    @Test func readsStereo8BitAndSkipsUnknownChunks() throws {
        // RIFF, WAVE, a LIST chunk of odd size (padded), fmt, another unknown chunk, data with 3 frames.
        var bytes = Array("RIFF".utf8) + Self.le32(0) + Array("WAVE".utf8)
        bytes += Array("LIST".utf8) + Self.le32(3) + [1, 2, 3, 0]
        bytes += Array("fmt ".utf8) + Self.le32(16) + Self.le16(1) + Self.le16(2) + Self.le32(11_025)
        bytes += Self.le32(22_050) + Self.le16(2) + Self.le16(8)
        bytes += Array("junk".utf8) + Self.le32(2) + [9, 9]
        bytes += Array("data".utf8) + Self.le32(6) + [128, 255, 0, 128, 128, 128]
        let riffSize = Self.le32(UInt32(bytes.count - 8))
        bytes.replaceSubrange(4..<8, with: riffSize)
        let file = try WAVFile(parsing: Data(bytes))
        #expect(file.format == WAVFormat(channelCount: 2, sampleRate: 11_025, bitsPerSample: 8))
        #expect(file.frameCount == 3)
        #expect(try WAVFile.samples(in: Data(bytes)) == [0, 127 << 8, -128 << 8, 0, 0, 0])
    }

    @Test func rejectsNonRIFFAndNonWAVE() {
        expectError(.notRIFF, parsing: [])
        expectError(.notRIFF, parsing: Array("hello".utf8))
        expectError(.notRIFF, parsing: Array("RIFX".utf8) + Array(Self.header(dataSize: 0).dropFirst(4)))
        expectError(.truncated(chunk: "RIFF"), parsing: Array("RIFF\u{0}\u{0}".utf8))
        var avi = Self.header(dataSize: 0)
        avi.replaceSubrange(8..<12, with: Array("AVI ".utf8))
        expectError(.notWAVE, parsing: avi)
    }

    @Test func rejectsUnsupportedFormats() {
        expectError(.unsupportedEncoding(formatTag: 3), parsing: Self.header(formatTag: 3, dataSize: 0))
        expectError(.unsupportedChannelCount(0), parsing: Self.header(channels: 0, blockAlign: 2, dataSize: 0))
        expectError(.unsupportedChannelCount(6), parsing: Self.header(channels: 6, dataSize: 0))
        expectError(.unsupportedBitsPerSample(24), parsing: Self.header(bits: 24, dataSize: 0))
        expectError(.unsupportedSampleRate(0), parsing: Self.header(sampleRate: 0, dataSize: 0))
        expectError(
            .unsupportedSampleRate(4_000_000_000),
            parsing: Self.header(sampleRate: 4_000_000_000, byteRate: 0, dataSize: 0))
    }

    @Test func rejectsInconsistentFormat() {
        expectError(
            .malformedFormat(reason: "block align 4 does not match 2"),
            parsing: Self.header(blockAlign: 4, dataSize: 0))
        expectError(
            .malformedFormat(reason: "byte rate 1 does not match 16000"), parsing: Self.header(byteRate: 1, dataSize: 0)
        )
    }

    @Test func rejectsTruncatedFiles() {
        let complete = Self.header(dataSize: 4) + [1, 2, 3, 4]
        // The data chunk promises 4 bytes; only 2 arrive (and the RIFF size still claims the full file).
        expectError(.truncated(chunk: "RIFF"), parsing: Array(complete.dropLast(2)))
        // With a RIFF size that matches what is there, the data chunk itself is the one cut short.
        expectError(.truncated(chunk: "data"), parsing: Self.header(riffSize: 38, dataSize: 4) + [1, 2])
        // A header cut inside the format chunk.
        expectError(.truncated(chunk: "RIFF"), parsing: Array(complete.prefix(30)))
    }

    @Test func rejectsHugeDeclaredSizesWithoutAllocating() {
        // Every size field claims about 4 GB; parsing must fail fast on a 48-byte input.
        expectError(.truncated(chunk: "RIFF"), parsing: Self.header(riffSize: .max, dataSize: .max) + [0, 0, 0, 0])
        expectError(
            .truncated(chunk: "data"), parsing: Self.header(riffSize: 40, dataSize: .max - 1) + [0, 0, 0, 0])
        var hugeChunk = Array("RIFF".utf8) + Self.le32(100) + Array("WAVE".utf8)
        hugeChunk += Array("LIST".utf8) + Self.le32(.max) + [UInt8](repeating: 0, count: 88)
        expectError(.truncated(chunk: "LIST"), parsing: hugeChunk)
    }

    @Test func rejectsMissingChunks() {
        let noData = Array(Self.header(riffSize: 28, dataSize: 0).prefix(36))
        expectError(.missingDataChunk, parsing: noData)
        var dataFirst = Array("RIFF".utf8) + Self.le32(12) + Array("WAVE".utf8) + Array("data".utf8) + Self.le32(0)
        expectError(.missingFormatChunk, parsing: dataFirst)
        dataFirst = Array("RIFF".utf8) + Self.le32(4) + Array("WAVE".utf8)
        expectError(.missingFormatChunk, parsing: dataFirst)
    }

    @Test func rejectsEndlessChunkLists() {
        var bytes = Array("RIFF".utf8) + Self.le32(0) + Array("WAVE".utf8)
        for _ in 0..<(WAVFile.maximumChunkCount + 1) { bytes += Array("pad ".utf8) + Self.le32(0) }
        bytes.replaceSubrange(4..<8, with: Self.le32(UInt32(bytes.count - 8)))
        expectError(.tooManyChunks(limit: WAVFile.maximumChunkCount), parsing: bytes)
    }

    @Test func rejectsShortFormatChunkAndDuplicates() {
        var short = Array("RIFF".utf8) + Self.le32(16) + Array("WAVE".utf8) + Array("fmt ".utf8) + Self.le32(4)
        short += [1, 0, 1, 0]
        expectError(.malformedFormat(reason: "the format chunk is 4 bytes, not 16"), parsing: short)
        let single = Self.header(dataSize: 0)
        let formatChunk = Array(single[12..<36])
        var twice = Array(single[0..<36]) + formatChunk + Array(single[36...])
        twice.replaceSubrange(4..<8, with: Self.le32(UInt32(twice.count - 8)))
        expectError(.malformedFormat(reason: "two format chunks"), parsing: twice)
    }

    @Test func errorMessagesSayWhatToDo() {
        let message = AudioFileError(.unsupportedEncoding(formatTag: 85)).description
        #expect(message.contains("85"))
        #expect(message.contains("Re-export the audio as an uncompressed WAV"))
        #expect(AudioFileError(.truncated(chunk: "data")).description.contains("copy the file again"))
    }

    @Test func randomGarbageNeverCrashes() {
        var generator = SeededGenerator(seed: 42)
        let valid = Self.header(dataSize: 8) + [UInt8](repeating: 7, count: 8)
        var parsed = 0
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count + 1))))
            if let file = try? WAVFile(parsing: Data(bytes)) {
                parsed += 1
                #expect(file.dataOffset + file.dataByteCount <= bytes.count)
            }
        }
        #expect(parsed > 0)
    }
}
