import Foundation
import Testing

/// The rule the Elements app shares with Koober Redux: its screens and containers never name the Redux
/// library; observers get the store's publishers and use cases are the only objects that dispatch.
@Suite struct ViewLayerTests {
    @Test func theAppTargetDoesNotImportTheReduxLibrary() throws {
        let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Koober/Elements/App")
        let files = try #require(FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 40, "the app's sources are where the test looks")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { line in
                line.split(separator: " ").contains("import") && line.split(separator: " ").last == "Redux"
            }
            #expect(imports.isEmpty, "\(file.lastPathComponent) imports the Redux library")
        }
    }
}
