import AppArchCLI
import Foundation
import Testing
import ViewKit

/// `apparch drive recordings --pattern mvcvs --time-travel`: the history slider. (The state log goes to
/// the process's standard error; the MVC+VS tests check its lines.)
@MainActor
struct MVCVSDriveTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-mvcvs-\(UUID().uuidString)")

    private func drive(
        _ script: String, timeTravel: Bool = false, app: AppName = .recordings, pattern: PatternName = .mvcvs
    ) async -> (Int32, [String], [String]) {
        var output: [String] = []
        var errors: [String] = []
        let request = DriveRequest(
            app: app, options: LaunchOptions(pattern: pattern, sample: true, timeTravel: timeTravel),
            dataDirectory: directory.path, script: script, size: .regular)
        let status = await DriveRunner.run(request, output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    @Test func theHistorySliderTravelsBackThroughTheInterface() async {
        let (status, output, errors) = await drive(
            """
            select "Song Ideas"
            tap "New Folder"
            type "Verse" into "Folder Name"
            screen
            tap "Create"
            back
            screen
            slide "History" 0
            screen
            slide "History" 3
            screen
            """, timeTravel: true)
        #expect(status == 0, "\(errors)")
        #expect(output.count == 4)
        guard output.count == 4 else { return }
        #expect(output[1].contains("nav \"Recordings\"") && output[1].contains("slider \"History\": 6 of 0…6"))
        #expect(output[2].contains("nav \"Recordings\"") && !output[2].contains("alert"), "the start")
        #expect(output[3].contains("nav \"Song Ideas\""), "the folder pushed again")
        #expect(
            output[3].contains("alert \"Create Folder\"") && output[3].contains("field \"Folder Name\": Verse"),
            "the text typed")
        #expect(!output[3].contains("📁  Verse"), "the document travels too: the folder is not made yet")
    }

    @Test func slidingBackBeforeADeleteBringsTheRecordingBack() async throws {
        let (status, output, errors) = await drive(
            """
            delete "Welcome"
            screen
            slide "History" 0
            screen
            select "Welcome"
            tap "Play"
            screen
            """, timeTravel: true)
        #expect(status == 0, "\(errors)")
        #expect(output.count == 3)
        guard output.count == 3 else { return }
        #expect(!output[0].contains("Welcome") && output[0].contains(#"slider "History": 1 of 0…1"#))
        #expect(output[1].contains("Welcome"), "the recording is back")
        #expect(output[2].contains("(Pause)") && output[2].contains("0:00:03"), "and plays its audio")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.filter { $0.hasSuffix(".wav") }.count == 6, "the sample's six recordings, no orphan")
    }

    @Test func withoutTimeTravelThereIsNoSlider() async {
        let (status, output, errors) = await drive("select \"Song Ideas\"\nscreen")
        #expect(status == 0, "\(errors)")
        #expect(output.first?.contains("nav \"Song Ideas\"") == true)
        #expect(output.first?.contains("slider \"History\"") == false)
    }

    @Test func timeTravelIsRefusedForOtherPatterns() async {
        let (status, _, errors) = await drive("screen", timeTravel: true, pattern: .mvc)
        #expect(status == 2)
        #expect(errors.first?.contains("--time-travel applies to recordings --pattern mvcvs only") == true)
    }
}
