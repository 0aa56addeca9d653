public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The description of a PCM WAV (RIFF/WAVE) file: its format, where its samples are, and its duration.
///
/// Parsing reads only headers, never the sample data, so a file's duration costs a few small reads
/// whatever its size. It validates everything it relies on and rejects damaged or hostile input with an
/// ``AudioFileError`` instead of trusting declared sizes: a chunk that claims more bytes than the data
/// holds is reported as truncated, and nothing is allocated in proportion to a declared size.
///
/// ```swift
/// let file = try WAVFile(contentsOf: url)
/// print(timeString(file.duration))
/// ```
public struct WAVFile: Sendable, Hashable {
    /// The sample rate of everything the product generates or records (8 kHz mono speech quality).
    public static let defaultSampleRate = 8000
    /// The highest sample rate accepted when parsing.
    public static let maximumSampleRate = 384_000
    /// The most chunks examined before the `data` chunk; real files have a handful.
    public static let maximumChunkCount = 1024

    /// The sample layout.
    public let format: WAVFormat
    /// Complete frames in the `data` chunk (a trailing partial frame is ignored).
    public let frameCount: Int
    /// The byte offset of the first sample from the start of the file.
    public let dataOffset: Int

    /// Creates a description directly (used by the encoder); parse files with the throwing initializers.
    public init(format: WAVFormat, frameCount: Int, dataOffset: Int) {
        self.format = format
        self.frameCount = frameCount
        self.dataOffset = dataOffset
    }

    /// The playing time in seconds: frames divided by the sample rate.
    public var duration: TimeInterval {
        format.sampleRate > 0 ? TimeInterval(frameCount) / TimeInterval(format.sampleRate) : 0
    }

    /// The number of sample bytes in complete frames.
    public var dataByteCount: Int { frameCount * format.bytesPerFrame }

    /// Parses the header of WAV data held in memory.
    ///
    /// - Throws: ``AudioFileError`` naming the first problem (not RIFF/WAVE, truncated chunk, unsupported
    ///   or inconsistent format, missing chunk).
    public init(parsing data: Data) throws(AudioFileError) {
        self = try Self.parse(size: data.count) { offset, count in
            let start = data.startIndex + offset
            return [UInt8](data[start..<(start + count)])
        }
    }

    /// Parses the header of the WAV file at `url`, reading only its chunk headers.
    ///
    /// The first 512 bytes (`headerReadSize`), where every file the product writes keeps its headers, come
    /// in one read; a chunk header further on takes a read of its own.
    ///
    /// - Throws: ``AudioFileError`` `.fileNotFound` or `.unreadable` for I/O problems, otherwise the
    ///   parse errors of ``init(parsing:)``.
    public init(contentsOf url: URL) throws(AudioFileError) {
        // NB: the system's calls rather than FileHandle's: a player is made on every selection, and
        // FileHandle's open, size and reads cost several times the four calls this takes.
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw AudioFileError(.fileNotFound(path: path)) }
            throw AudioFileError(.unreadable(path: path, reason: FileDescriptor.systemMessage()))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw AudioFileError(.unreadable(path: path, reason: FileDescriptor.systemMessage()))
        }
        func read(_ count: Int, at offset: Int) throws(AudioFileError) -> [UInt8] {
            let (bytes, failure) = FileDescriptor.read(count, at: offset, from: descriptor)
            if let failure { throw AudioFileError(.unreadable(path: path, reason: failure)) }
            return bytes
        }
        let size = Int(status.st_size)
        let head = try read(min(size, Self.headerReadSize), at: 0)
        self = try Self.parse(size: size) { offset, count throws(AudioFileError) in
            if offset + count <= head.count { return Array(head[offset..<(offset + count)]) }
            let bytes = try read(count, at: offset)
            guard bytes.count == count else {
                throw AudioFileError(.unreadable(path: path, reason: "the file changed while reading"))
            }
            return bytes
        }
    }

    /// The bytes ``init(contentsOf:)`` reads at once from the start of a file.
    static let headerReadSize = 512

    /// Walks the RIFF chunks of data of `size` bytes; `read` returns exactly `count` bytes at `offset`, and
    /// is only asked for ranges inside `0..<size` of at most 40 bytes.
    static func parse(
        size: Int,
        read: (_ offset: Int, _ count: Int) throws(AudioFileError) -> [UInt8]
    ) throws(AudioFileError) -> WAVFile {
        guard size >= 12 else {
            guard size >= 4, try read(0, 4).elementsEqual("RIFF".utf8) else { throw AudioFileError(.notRIFF) }
            throw AudioFileError(.truncated(chunk: "RIFF"))
        }
        let header = try read(0, 12)
        guard header[0..<4].elementsEqual("RIFF".utf8) else { throw AudioFileError(.notRIFF) }
        guard header[8..<12].elementsEqual("WAVE".utf8) else { throw AudioFileError(.notWAVE) }
        let riffEnd = 8 + Int(Self.uint32(header, at: 4))
        guard riffEnd <= size else { throw AudioFileError(.truncated(chunk: "RIFF")) }

        var format: WAVFormat?
        var offset = 12
        var chunks = 0
        while offset + 8 <= riffEnd {
            chunks += 1
            guard chunks <= maximumChunkCount else {
                throw AudioFileError(.tooManyChunks(limit: maximumChunkCount))
            }
            let chunkHeader = try read(offset, 8)
            let identifier = Self.identifier(chunkHeader)
            let bodySize = Int(Self.uint32(chunkHeader, at: 4))
            let body = offset + 8
            guard body + bodySize <= riffEnd else { throw AudioFileError(.truncated(chunk: identifier)) }
            switch identifier {
            case "fmt ":
                guard format == nil else { throw AudioFileError(.malformedFormat(reason: "two format chunks")) }
                guard bodySize >= 16 else {
                    throw AudioFileError(.malformedFormat(reason: "the format chunk is \(bodySize) bytes, not 16"))
                }
                format = try Self.parseFormat(try read(body, 16))
            case "data":
                guard let format else { throw AudioFileError(.missingFormatChunk) }
                return WAVFile(format: format, frameCount: bodySize / format.bytesPerFrame, dataOffset: body)
            default:
                break
            }
            offset = body + bodySize + (bodySize & 1)
        }
        if offset < riffEnd { throw AudioFileError(.truncated(chunk: "RIFF")) }
        throw AudioFileError(format == nil ? .missingFormatChunk : .missingDataChunk)
    }

    private static func parseFormat(_ bytes: [UInt8]) throws(AudioFileError) -> WAVFormat {
        let tag = Int(uint16(bytes, at: 0))
        let channels = Int(uint16(bytes, at: 2))
        let sampleRate = Int(uint32(bytes, at: 4))
        let byteRate = Int(uint32(bytes, at: 8))
        let blockAlign = Int(uint16(bytes, at: 12))
        let bits = Int(uint16(bytes, at: 14))
        guard tag == 1 else { throw AudioFileError(.unsupportedEncoding(formatTag: tag)) }
        guard (1...2).contains(channels) else { throw AudioFileError(.unsupportedChannelCount(channels)) }
        guard bits == 8 || bits == 16 else { throw AudioFileError(.unsupportedBitsPerSample(bits)) }
        guard (1...maximumSampleRate).contains(sampleRate) else {
            throw AudioFileError(.unsupportedSampleRate(sampleRate))
        }
        let format = WAVFormat(channelCount: channels, sampleRate: sampleRate, bitsPerSample: bits)
        guard blockAlign == format.bytesPerFrame else {
            throw AudioFileError(
                .malformedFormat(reason: "block align \(blockAlign) does not match \(format.bytesPerFrame)"))
        }
        guard byteRate == sampleRate * blockAlign else {
            throw AudioFileError(
                .malformedFormat(reason: "byte rate \(byteRate) does not match \(sampleRate * blockAlign)"))
        }
        return format
    }

    static func uint16(_ bytes: [UInt8], at index: Int) -> UInt16 {
        UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
    }

    static func uint32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
            | UInt32(bytes[index + 3]) << 24
    }

    /// The four-character chunk identifier, with non-printable bytes shown as `?` so messages stay readable.
    private static func identifier(_ bytes: [UInt8]) -> String {
        String(bytes[0..<4].map { (32...126).contains($0) ? Character(UnicodeScalar($0)) : "?" })
    }
}
