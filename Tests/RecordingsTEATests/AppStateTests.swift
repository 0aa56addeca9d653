import Foundation
import RecordingsCore
import RecordingsTEA
import TEA
import Testing

@MainActor
@Suite struct AppStateTests {
    @Test func rowTextsMatchTheSharedStrings() {
        let store = constructTestingStore()
        let root = FolderValue(store.rootFolder)
        guard case .tableViewController(let table) = AppState(rootFolder: root).master.viewControllers[0].viewController
        else {
            Issue.record("not a table")
            return
        }
        #expect(table.items.map(\.text) == store.rootFolder.contents.map(RecordingsStrings.rowText(for:)))
    }

    @Test func deleteReturnsTheDeleteCommandAndChangesNothing() {
        var state = AppState(rootFolder: constructTestFolder())
        let before = state
        let commands: [CommandEnum<AppState.Message>] = state.update(.delete(.recording(recording1)))
        #expect(commands == [._delete(.recording(recording1))])
        #expect(state == before)
    }

    @Test func aDeletedFolderDropsOffTheStack() {
        var state = AppState(rootFolder: constructTestFolder())
        _ = state.update(.selectFolder(folder1)) as [CommandEnum<AppState.Message>]
        _ = state.update(.selectFolder(folder2)) as [CommandEnum<AppState.Message>]
        let newRoot = FolderValue(name: "", uuid: rootUuid, items: [.recording(recording1)])
        let commands: [CommandEnum<AppState.Message>] = state.update(.storeChanged(newRoot))
        #expect(commands.isEmpty)
        #expect(state.folders == [newRoot])
    }

    @Test func emptyFolderNamesAreExplained() {
        var state = AppState(rootFolder: constructTestFolder())
        let commands: [CommandEnum<AppState.Message>] = state.update(.createFolder("  "))
        #expect(
            commands == [
                ._modalAlert(title: "Invalid Name", message: NameError.empty.description, accept: "OK", dismissed: nil)
            ])
        let created: [CommandEnum<AppState.Message>] = state.update(.createFolder(" Ideas "))
        #expect(created == [._createFolder(name: "Ideas", parent: constructTestFolder())])
    }

    @Test func cancellingARecordingDiscardsItsAudio() {
        var state = AppState(rootFolder: constructTestFolder())
        let recorder = RecorderHandle(url: URL(fileURLWithPath: "/tmp/x.wav"))
        _ = state.update(.recorderAvailable(.success(recorder))) as [CommandEnum<AppState.Message>]
        let stop: [CommandEnum<AppState.Message>] = state.update(.recording(.stop))
        #expect(stop.first == ._stopRecorder(recorder))
        guard case ._modalTextAlert(_, _, _, _, let submit)? = stop.last else {
            Issue.record("no name prompt")
            return
        }
        #expect(submit(nil) == .recording(.save(name: nil)))
        let cancelled: [CommandEnum<AppState.Message>] = state.update(.recording(.save(name: nil)))
        #expect(cancelled == [._discardRecording(url: recorder.url)])
        #expect(state.recordState == nil)
        #expect(state.recordModal == nil)
    }

    @Test func subscriptionsFollowTheState() {
        var state = AppState(rootFolder: constructTestFolder())
        #expect(state.subscriptions.count == 1)
        let player = PlayerHandle(duration: 5)
        _ = state.update(.loaded(recording1, .success(player))) as [CommandEnum<AppState.Message>]
        guard case .playProgress(let subscribed, _)? = state.subscriptions.last else {
            Issue.record("no player subscription")
            return
        }
        #expect(subscribed == player)
        _ = state.update(.player(.playPositionChanged(nil))) as [CommandEnum<AppState.Message>]
        #expect(state.playState == nil)
        #expect(state.subscriptions.count == 1)
    }

    @Test func restorationEncodesThePathAndTheRecording() throws {
        var state = AppState(rootFolder: constructTestFolder())
        _ = state.update(.selectFolder(folder1)) as [CommandEnum<AppState.Message>]
        _ = state.update(.loaded(recording2, .success(PlayerHandle(duration: 3)))) as [CommandEnum<AppState.Message>]
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        let key = try #require(AppState.rootFolderKey)
        decoder.userInfo = [key: constructTestFolder()]
        let decoded = try decoder.decode(AppState.self, from: data)
        #expect(decoded.folders == state.folders)
        #expect(decoded.pendingRecording == recording2)
        #expect(decoded.recordState == nil)
        #expect(throws: AppState.DecodingFailure.self) { try JSONDecoder().decode(AppState.self, from: data) }
    }
}
