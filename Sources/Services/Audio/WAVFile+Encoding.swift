public import Foundation

extension WAVFile {
    /// The longest audio the product generates or records in one file (one hour), which bounds memory use.
    public static let maximumGeneratedDuration: TimeInterval = 3600

    /// Encodes mono 16-bit samples as a complete WAV file.
    ///
    /// - Parameters:
    ///   - samples: signed 16-bit samples, one per frame.
    ///   - sampleRate: frames per second; must be in `1...maximumSampleRate` (values outside are clamped).
    /// - Returns: the bytes of a canonical 44-byte-header PCM WAV file.
    public static func encodePCM16Mono(samples: [Int16], sampleRate: Int = defaultSampleRate) -> Data {
        let rate = min(max(sampleRate, 1), maximumSampleRate)
        let dataSize = samples.count * 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        func append32(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes += $0 }
        }
        func append16(_ value: Int) {
            withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { bytes += $0 }
        }
        bytes += Array("RIFF".utf8)
        append32(36 + dataSize)
        bytes += Array("WAVEfmt ".utf8)
        append32(16)
        append16(1)  // PCM
        append16(1)  // mono
        append32(rate)
        append32(rate * 2)  // byte rate
        append16(2)  // block align
        append16(16)  // bits per sample
        bytes += Array("data".utf8)
        append32(dataSize)
        for sample in samples { append16(Int(sample)) }
        return Data(bytes)
    }

    /// Writes mono 16-bit samples to `url` as a WAV file, atomically (readers never see a partial file).
    ///
    /// - Throws: ``AudioFileError`` `.writeFailed` when the file cannot be written.
    public static func write(samples: [Int16], sampleRate: Int = defaultSampleRate, to url: URL) throws(AudioFileError)
    {
        do {
            try AtomicFile.write(encodePCM16Mono(samples: samples, sampleRate: sampleRate), to: url)
        } catch {
            throw AudioFileError(.writeFailed(path: url.path, reason: "\(error)"))
        }
    }

    /// Generates a sine tone, with 10 ms fades at both ends so it starts and stops without a click.
    ///
    /// - Parameters:
    ///   - frequency: the pitch in hertz.
    ///   - duration: seconds, in `0...maximumGeneratedDuration`; rounded to whole frames.
    ///   - sampleRate: frames per second.
    ///   - amplitude: peak level from 0 (silence) to 1 (full scale); clamped.
    /// - Throws: ``AudioFileError`` `.invalidDuration` for a negative, non-finite or too long duration.
    public static func tone(
        frequency: Double,
        duration: TimeInterval,
        sampleRate: Int = defaultSampleRate,
        amplitude: Double = 0.25
    ) throws(AudioFileError) -> [Int16] {
        let count = try frameCount(for: duration, sampleRate: sampleRate)
        let level = min(max(amplitude, 0), 1) * Double(Int16.max)
        let fade = max(1, sampleRate / 100)
        let step = 2 * Double.pi * frequency / Double(sampleRate)
        return (0..<count).map { index in
            let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
            return Int16((sin(step * Double(index)) * level * envelope).rounded())
        }
    }

    /// Generates silence of `duration` seconds.
    ///
    /// - Throws: ``AudioFileError`` `.invalidDuration` for a negative, non-finite or too long duration.
    public static func silence(
        duration: TimeInterval,
        sampleRate: Int = defaultSampleRate
    ) throws(AudioFileError) -> [Int16] {
        [Int16](repeating: 0, count: try frameCount(for: duration, sampleRate: sampleRate))
    }

    /// Decodes the samples of WAV data as signed 16-bit values, channels interleaved.
    ///
    /// 8-bit samples (unsigned) are scaled to the 16-bit range.
    /// - Throws: the parse errors of ``init(parsing:)``.
    public static func samples(in data: Data) throws(AudioFileError) -> [Int16] {
        let file = try WAVFile(parsing: data)
        let start = data.startIndex + file.dataOffset
        let bytes = data[start..<(start + file.dataByteCount)]
        if file.format.bitsPerSample == 8 {
            return bytes.map { Int16(Int($0) - 128) << 8 }
        }
        var samples: [Int16] = []
        samples.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
            index += 2
        }
        return samples
    }

    private static func frameCount(for duration: TimeInterval, sampleRate: Int) throws(AudioFileError) -> Int {
        guard duration.isFinite, duration >= 0, duration <= maximumGeneratedDuration,
            (1...maximumSampleRate).contains(sampleRate)
        else {
            throw AudioFileError(.invalidDuration(duration, maximum: maximumGeneratedDuration))
        }
        return Int((duration * Double(sampleRate)).rounded())
    }
}
