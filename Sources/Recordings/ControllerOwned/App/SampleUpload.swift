import Foundation
import RecordingsCore
import RecordingsRemote
import Services

/// `--sample` for a library that lives on a server: when the server's root is empty, the sample library
/// (the same folders and recordings every pattern seeds) is created there through the API.
@MainActor
enum SampleUpload {
    /// Uploads the samples unless the server has items already.
    ///
    /// - Returns: nil when done (or not needed), or why it failed.
    static func run(client: RecordingsClient) async -> String? {
        let webservice = client.webservice
        let store = client.store
        let root: Folder
        switch await webservice.value(of: store.root) {
        case .success(let folder): root = folder
        case .failure(let error): return error.description
        }
        switch await webservice.value(of: store.contents(of: root)) {
        case .success(let contents?) where contents.isEmpty: break
        case .success: return nil
        case .failure(let error): return error.description
        }
        var folders: [String: [UUID]] = ["": root.path]
        for (path, samples) in SampleLibrary.contents {
            var parent = root.path
            var walked = ""
            for name in path.split(separator: "/").map(String.init) {
                walked = walked.isEmpty ? name : walked + "/" + name
                if let known = folders[walked] {
                    parent = known
                    continue
                }
                let uuid = UUID()
                let folder = Item.folder(Folder(uuid: uuid, name: name, path: parent + [uuid]))
                if let failure = await send(store.change(.create, item: folder, in: parent), client) { return failure }
                parent += [uuid]
                folders[walked] = parent
            }
            for sample in samples {
                let audio: Data
                do {
                    audio = WAVFile.encodePCM16Mono(
                        samples: try WAVFile.tone(frequency: sample.frequency, duration: sample.duration))
                } catch {
                    return "\(error)"
                }
                let recording = Item.recording(Recording(uuid: UUID(), name: sample.name, parentPath: parent))
                if let failure = await send(store.change(.create, item: recording, in: parent, audio: audio), client) {
                    return failure
                }
            }
        }
        return nil
    }

    private static func send(_ change: Resource<ChangeOutcome>, _ client: RecordingsClient) async -> String? {
        let result = await client.webservice.value(of: change)
        if case .success(.applied) = result { return nil }
        return RecordingsClient.describe(result)
    }
}
