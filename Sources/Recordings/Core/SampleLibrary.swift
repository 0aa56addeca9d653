public import Foundation
public import Services

/// A small demonstration library: folders and recordings with real generated audio of distinct lengths.
///
/// ```swift
/// if store.rootFolder.contents.isEmpty { try SampleLibrary.seed(into: store) }
/// ```
public enum SampleLibrary {
    /// One recording of the sample library.
    public struct Sample: Sendable, Hashable {
        /// The recording's name.
        public let name: String
        /// The length of its audio in seconds.
        public let duration: TimeInterval
        /// The pitch of its tone in hertz, so samples sound different.
        public let frequency: Double
    }

    /// The library's recordings by folder path ("" for the root), in the order they are added.
    public static let contents: [(folder: String, samples: [Sample])] = [
        ("", [Sample(name: "Welcome", duration: 3, frequency: 392)]),
        (
            "Meeting Notes",
            [
                Sample(name: "Kickoff", duration: 12, frequency: 262),
                Sample(name: "Action Items", duration: 7, frequency: 330),
            ]
        ),
        (
            "Song Ideas",
            [
                Sample(name: "Chorus", duration: 5, frequency: 440),
                Sample(name: "Bridge", duration: 9, frequency: 494),
            ]
        ),
        ("Song Ideas/Drafts", [Sample(name: "Humming", duration: 4, frequency: 523)]),
    ]

    /// Fills an empty `store` with the sample folders and recordings, writing each recording's audio
    /// before adding it (an in-memory store keeps its placeholder audio instead).
    ///
    /// - Throws: ``SampleLibraryError/storeNotEmpty`` when the root folder has any item (nothing is
    ///   touched), ``SampleLibraryError/audioFailed(_:)`` when an audio file cannot be written (the items
    ///   added before stay).
    @MainActor
    public static func seed(into store: Store) throws(SampleLibraryError) {
        guard store.rootFolder.contents.isEmpty else { throw SampleLibraryError.storeNotEmpty }
        var folders: [String: Folder] = ["": store.rootFolder]
        for (path, samples) in contents {
            let folder = folderAt(path, in: &folders)
            for sample in samples {
                let recording = Recording(name: sample.name, uuid: UUID())
                if store.baseURL != nil, let url = store.fileURL(for: recording) {
                    do {
                        let audio = try WAVFile.tone(frequency: sample.frequency, duration: sample.duration)
                        try WAVFile.write(samples: audio, to: url)
                    } catch {
                        throw SampleLibraryError.audioFailed(error)
                    }
                }
                folder.add(recording)
            }
        }
    }

    @MainActor
    private static func folderAt(_ path: String, in folders: inout [String: Folder]) -> Folder {
        if let folder = folders[path] { return folder }
        let components = path.split(separator: "/")
        let parentPath = components.dropLast().joined(separator: "/")
        let parent = folderAt(parentPath, in: &folders)
        let folder = Folder(name: String(components.last ?? ""), uuid: UUID())
        parent.add(folder)
        folders[path] = folder
        return folder
    }
}

/// Why the sample library could not be added.
public enum SampleLibraryError: Error, Equatable, CustomStringConvertible {
    /// The store already has items; the samples are only for an empty library.
    case storeNotEmpty
    /// An audio file could not be written.
    case audioFailed(AudioFileError)

    public var description: String {
        switch self {
        case .storeNotEmpty:
            return "The library already has recordings, so the samples were not added. Start with an empty "
                + "data directory to try them."
        case .audioFailed(let error):
            return "The sample recordings could not be written: \(error)"
        }
    }
}
