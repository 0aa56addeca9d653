import Foundation
import RecordingsCore
import RecordingsTesting
import Testing

@MainActor @Suite struct NameAndTextTests {
    @Test func validNamesAreTrimmed() throws {
        #expect(try Folder.validatedName("  Ideas \n") == "Ideas")
        #expect(try Item.validatedName("a") == "a")
        #expect(try Item.validatedName(String(repeating: "é", count: 255)).count == 255)
    }

    @Test func emptyAndOverlongNamesAreRefusedWithAReason() {
        for blank in ["", " ", "\n\t  "] {
            #expect(throws: NameError.empty) { try Folder.validatedName(blank) }
        }
        #expect(throws: NameError.tooLong(length: 300, limit: 255)) {
            try Folder.validatedName(String(repeating: "x", count: 300))
        }
        #expect(NameError.empty.description == "A name can't be empty. Type at least one letter or digit.")
        #expect(NameError.tooLong(length: 300, limit: 255).description.contains("longer than 255 characters"))
    }

    /// Names are one line of text: a line break, tab or NUL inside is refused (the ends are trimmed), so a
    /// library moves between the file, SQLite and PostgreSQL (which cannot store a NUL) unchanged.
    @Test func controlCharactersInsideANameAreRefused() {
        for name in ["Two\nlines", "Tab\there", "Nul\u{0}", "Bell\u{7}", "Del\u{7F}x"] {
            #expect(throws: NameError.controlCharacter) { try Item.validatedName(name) }
        }
        #expect((try? Item.validatedName("\tIdeas\n")) == "Ideas")
        #expect(NameError.controlCharacter.description.contains("one line"))
    }

    /// The check skips Foundation's trimming when both ends are plain ASCII and tests control characters by
    /// their code points: every result is the same as trimming with Foundation and asking each scalar's
    /// general category, for names that start, end or are made of each kind of scalar.
    @Test func theFastChecksAnswerAsFoundationAndTheScalarPropertiesDo() {
        func reference(_ name: String) -> Result<String, NameError> {
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { return .failure(.empty) }
            if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return .failure(.controlCharacter)
            }
            return .success(trimmed)
        }
        let special: [UInt32] = [
            0xA0, 0xAD, 0x1680, 0x180E, 0x2000, 0x2007, 0x200A, 0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
            0xFEFF, 0xE9, 0x1F399,
        ]
        let scalars = (0...0xA0).compactMap(Unicode.Scalar.init) + special.compactMap(Unicode.Scalar.init)
        var compared = 0
        for scalar in scalars {
            let text = String(Character(scalar))
            for name in [text, text + "a", "a" + text, "a" + text + "b", text + "a" + text, " " + text, text + "\n"] {
                let result = Result { () throws(NameError) in try Item.validatedName(name) }
                #expect(result == reference(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
                compared += 1
            }
        }
        #expect(compared == 7 * scalars.count)
    }

    @Test(arguments: [
        (0.0, "0:00:00"), (0.4, "0:00:00"), (1, "0:00:01"), (59.99, "0:00:59"), (65, "0:01:05"),
        (600, "0:10:00"), (3599, "0:59:59"), (3600, "1:00:00"), (3725, "1:02:05"), (36_000, "10:00:00"),
        (2.9999999, "0:00:03"), (-5, "0:00:00"), (.nan, "0:00:00"), (.infinity, "0:00:00"),
    ])
    func timeStrings(seconds: TimeInterval, expected: String) {
        #expect(timeString(seconds) == expected)
    }

    /// One character a person sees can hold any number of combining marks: names are measured in Unicode
    /// scalars, so such a name is refused with the usual message.
    @Test func aNameIsMeasuredInScalarsNotInCharacters() {
        let oneCharacter = "e" + String(repeating: "\u{0301}", count: 30_000)
        #expect(oneCharacter.count == 1)
        #expect(throws: NameError.tooLong(length: 30_001, limit: Item.maximumNameLength)) {
            try Item.validatedName(oneCharacter)
        }
        let longest = String(repeating: "🎙", count: Item.maximumNameLength)
        #expect((try? Item.validatedName(longest)) == longest)
        #expect(longest.utf8.count <= 4 * Item.maximumNameLength)
    }

    @Test func rowTextAndTitles() throws {
        let store = constructTestingStore()
        let root = store.rootFolder
        #expect(root.contents.map(RecordingsStrings.rowText(for:)) == ["📁  Child 1", "🔊  Recording 1"])
        #expect(RecordingsStrings.title(for: root) == "Recordings")
        let child1 = try #require(root.contents[0] as? Folder)
        #expect(RecordingsStrings.title(for: child1) == "Child 1")
    }

    @Test func sharedStringsMatchTheBook() {
        #expect(RecordingsStrings.rootTitle == "Recordings")
        #expect(
            [RecordingsStrings.play, RecordingsStrings.pause, RecordingsStrings.resume] == ["Play", "Pause", "Resume"])
        #expect(RecordingsStrings.createFolder == "Create Folder" && RecordingsStrings.folderName == "Folder Name")
        #expect(RecordingsStrings.saveRecording == "Save recording")
        #expect(RecordingsStrings.nameForRecording == "Name for recording")
        #expect(RecordingsStrings.noRecordingSelected == "No recording selected")
    }
}
