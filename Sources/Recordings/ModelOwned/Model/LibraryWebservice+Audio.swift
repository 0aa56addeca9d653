import Foundation
import RecordingsCore
import RecordingsRemote
import Services

extension LibraryWebservice {
    /// Downloads, one at a time, the audio of the recordings the server has and this library has no file
    /// for (recordings that arrived in a listing), so they play offline afterwards. A download that fails
    /// is tried again after the next successful reload.
    func downloadMissingAudio() {
        guard !queue.isStopped, !downloading else { return }
        guard let recording = recordingsWithoutAudio().first, let url = store.fileURL(for: recording) else { return }
        downloading = true
        let token = backgroundWork.begin()
        let uuid = recording.uuid
        Task { @MainActor [weak self] in
            defer { self?.backgroundWork.end(token) }
            guard let self else { return }
            let result = await self.webservice.value(of: self.server.stream(uuid))
            self.downloading = false
            guard !self.queue.isStopped else { return }
            switch result {
            case .success(let data) where (try? WAVFile.samples(in: data)) != nil:
                do {
                    try AtomicFile.write(data, to: url)
                } catch {
                    self.library.report("The audio of a recording could not be saved (\(error)).")
                    return
                }
                self.downloadMissingAudio()
            case .success, .failure:
                self.skippedDownloads.insert(uuid)
                self.downloadMissingAudio()
            }
        }
    }

    /// Recordings the server confirmed whose audio file is missing here, not tried in vain since the last
    /// reload.
    func recordingsWithoutAudio() -> [Recording] {
        var found: [Recording] = []
        func visit(_ folder: Folder) {
            for item in folder.contents {
                if let recording = item as? Recording, queue.confirmed[recording.uuid] != nil,
                    !skippedDownloads.contains(recording.uuid),
                    let url = store.fileURL(for: recording), !FileManager.default.fileExists(atPath: url.path)
                {
                    found.append(recording)
                } else if let child = item as? Folder {
                    visit(child)
                }
            }
        }
        visit(store.rootFolder)
        return found
    }
}
