import Comparison
import Testing

struct LineCounterTests {
    @Test func blankLinesAndLineCommentsAreNotCode() throws {
        #expect(try Fixture.lineCounting.codeLines(in: ["LineCounting/Blanks.swift"]) == 3)
    }

    @Test func blockCommentsNestedAndOverSeveralLinesAreNotCode() throws {
        #expect(try Fixture.lineCounting.codeLines(in: ["LineCounting/BlockComments.swift"]) == 5)
    }

    @Test func stringsHoldingCommentMarkersAreCode() throws {
        #expect(try Fixture.lineCounting.codeLines(in: ["LineCounting/Strings.swift"]) == 17)
    }

    @Test func aFolderIsTheSumOfItsFiles() throws {
        #expect(try Fixture.lineCounting.codeLines(in: ["LineCounting"]) == 3 + 5 + 17)
    }

    @Test(arguments: [
        ("", 0),
        ("let a = 1", 1),
        ("\n\n  \n", 0),
        ("/// doc\nlet a = 1 // trailing\n", 1),
        ("/* open\n/* nested */\nstill */ let b = 2", 1),
        ("let s = \"/*\"\nlet t = 1", 2),
        ("let s = \"\\(f(\"//\")) x\"\n// gone", 1),
        ("let r = ##\"a \"# \"## + x\n/* c */", 1),
        ("let m = \"\"\"\n  \"quoted\" // text\n  \"\"\"\n// comment", 3),
        ("#if DEBUG\nlet x = 1\n#endif", 3),
    ])
    func countsEdgeCases(source: String, expected: Int) {
        #expect(LineCounter.codeLines(in: source) == expected)
    }
}
