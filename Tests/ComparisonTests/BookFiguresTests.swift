import Comparison
import Testing

struct BookFiguresTests {
    @Test func everyRecordingsPatternAndKooberHaveTheBooksFigureWithWhereItWasCounted() throws {
        let patterns = ["mvc", "mvvmc", "mvvm", "mvcvs", "mavb", "tea", "controller-owned", "model-owned"]
        for pattern in patterns {
            let figure = try #require(BookFigures.figure(app: "recordings", pattern: pattern))
            #expect(figure.appLines > 0)
            #expect(figure.source.contains(BookFigures.objcioRepository))
            #expect(figure.source.contains(String(BookFigures.objcioCommit.prefix(7))))
        }
        for pattern in ["mvvm", "redux", "elements"] {
            let figure = try #require(BookFigures.figure(app: "koober", pattern: pattern))
            #expect(figure.source.contains("sample-code-notes"))
        }
        #expect(BookFigures.figure(app: "koober", pattern: "mvvm")?.appLines == 1_710 + 249 + 2_784)
        #expect(BookFigures.figure(app: "eight", pattern: "all")?.libraryLines ?? 0 > 0)
        #expect(BookFigures.figure(app: "todo", pattern: "mvc") == nil)
    }

    @Test func theMAVBSampleAppMatchesTheNotesCount() {
        // The sample-code notes count the MAVB app at 845 lines without comments; our counter agrees.
        #expect(BookFigures.figure(app: "recordings", pattern: "mavb")?.appLines == 845)
    }
}
