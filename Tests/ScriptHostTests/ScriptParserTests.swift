import ScriptHost
import Testing
import ViewKit

struct ScriptParserTests {
    @Test func parsesEveryStepWithItsLineNumber() throws {
        let script = """
            # a comment
            tap "Add"

            select "Buy"
            delete "Old"
            type "Milk"
            type "X" into "Name"
            submit
            slide "Progress" 1.5
            back
            refresh
            wait 3
            size regular
            size compact
            restart
            screen
            expect "Buy milk"
            expect-not "Gone"
            lap "100 deletes"
            """
        let lines = try ScriptParser.parse(script)
        #expect(
            lines.map(\.step) == [
                .tap("Add"), .select("Buy"), .delete("Old"), .type("Milk", into: nil), .type("X", into: "Name"),
                .submit, .slide("Progress", 1.5), .back, .refresh, .wait(3), .size(.regular), .size(.compact), .restart,
                .screen, .expect("Buy milk"), .expectNot("Gone"), .lap("100 deletes"),
            ])
        #expect(lines.first?.number == 2)
        #expect(lines.map(\.number).contains(4))
        #expect(lines.last?.source == #"lap "100 deletes""#)
    }

    @Test func quotedStringsKeepSpacesAndEscapes() throws {
        let lines = try ScriptParser.parse(#"type "say \"hi\" \\ there  ""#)
        #expect(lines.map(\.step) == [.type(#"say "hi" \ there  "#, into: nil)])
    }

    @Test func aQuotedTextParsesBackAsItself() throws {
        for text in ["", "plain", #"say "hi""#, #"back\slash"#, #"\""#, "tab\tand ünïcode 🎙"] {
            #expect(try ScriptParser.parse("tap " + ScriptParser.quoted(text)).map(\.step) == [.tap(text)])
        }
        #expect(ScriptParser.quoted(#"a "b" \"#) == #""a \"b\" \\""#)
    }

    @Test func indentedLinesAndCarriageReturnsAreAccepted() throws {
        let lines = try ScriptParser.parse("  tap \"A\"\r\n\tback\r\n")
        #expect(lines.map(\.step) == [.tap("A"), .back])
    }

    @Test(arguments: [
        ("tap Add", 1, "tap takes one quoted text"),
        ("\n\nfly \"away\"", 3, "unknown command \"fly\""),
        ("tap \"unclosed", 1, "not closed"),
        ("wait soon", 1, "wait takes a number"),
        ("wait -1", 1, "wait takes a number"),
        ("slide \"Progress\"", 1, "slide takes"),
        ("slide \"Progress\" nan", 1, "slide takes"),
        ("size huge", 1, "size takes compact or regular"),
        ("back now", 1, "back takes no arguments"),
        ("lap", 1, "lap takes one quoted text"),
        ("type \"X\" onto \"F\"", 1, "type takes"),
        ("\"quoted first\"", 1, "starts with a command"),
    ])
    func reportsTheFirstBadLine(script: String, line: Int, reason: String) {
        #expect {
            _ = try ScriptParser.parse(script)
        } throws: { error in
            guard let error = error as? ScriptParseError else { return false }
            return error.line == line && error.reason.contains(reason)
        }
    }

    @Test func parsesNothingFromAnEmptyScript() throws {
        #expect(try ScriptParser.parse("").isEmpty)
        #expect(try ScriptParser.parse("# only a comment\n\n").isEmpty)
    }
}
