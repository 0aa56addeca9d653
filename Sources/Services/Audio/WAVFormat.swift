/// The sample layout of an uncompressed (PCM) WAV file.
public struct WAVFormat: Sendable, Hashable {
    /// Interleaved channels per frame: 1 (mono) or 2 (stereo).
    public let channelCount: Int
    /// Frames per second.
    public let sampleRate: Int
    /// Bits per sample: 8 (unsigned) or 16 (signed little-endian).
    public let bitsPerSample: Int

    /// Creates a format description; ``WAVFile`` validates it when parsing, this initializer does not.
    public init(channelCount: Int, sampleRate: Int, bitsPerSample: Int) {
        self.channelCount = channelCount
        self.sampleRate = sampleRate
        self.bitsPerSample = bitsPerSample
    }

    /// Bytes in one frame (one sample for every channel): the WAV "block align".
    public var bytesPerFrame: Int { channelCount * bitsPerSample / 8 }

    /// The format the product writes: 16-bit mono at `sampleRate`.
    public static func pcm16Mono(sampleRate: Int = WAVFile.defaultSampleRate) -> WAVFormat {
        WAVFormat(channelCount: 1, sampleRate: sampleRate, bitsPerSample: 16)
    }
}
