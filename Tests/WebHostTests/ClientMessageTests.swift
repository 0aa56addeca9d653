import Testing
import ViewKit
import WebHost

/// Validation of everything a tab can send.
@Suite struct ClientMessageTests {
    @Test func wellFormedMessagesParse() throws {
        #expect(
            try ClientMessage.parse(#"{"type":"hello","token":null,"width":800,"height":600}"#)
                == .hello(token: nil, viewport: Viewport(width: 800, height: 600)))
        #expect(
            try ClientMessage.parse(#"{"type":"event","id":7,"action":"type","text":"Milk"}"#)
                == .event(id: ElementID(rawValue: 7), action: .type("Milk"), viewportHeight: nil))
        #expect(
            try ClientMessage.parse(#"{"type":"event","id":7,"action":"scroll","value":440,"height":700}"#)
                == .event(id: ElementID(rawValue: 7), action: .scroll(440), viewportHeight: 700))
        #expect(
            try ClientMessage.parse(#"{"type":"event","id":3,"action":"segment","index":2}"#)
                == .event(id: ElementID(rawValue: 3), action: .selectSegment(2), viewportHeight: nil))
        #expect(
            try ClientMessage.parse(#"{"type":"player","player":1,"time":0.5,"state":"playing"}"#)
                == .player(id: 1, time: 0.5, state: .playing))
        #expect(try ClientMessage.parse(#"{"type":"sync","id":12}"#) == .sync(id: 12))
        #expect(
            try ClientMessage.parse(#"{"type":"visualViewport","height":544,"offsetTop":0,"layoutHeight":844}"#)
                == .visualViewport(VisualViewport(height: 544, offsetTop: 0, layoutHeight: 844)))
        // Rounding may put the visual viewport's bottom a little below the layout viewport's.
        #expect(
            try ClientMessage.parse(#"{"type":"visualViewport","height":844.5,"offsetTop":0,"layoutHeight":844}"#)
                == .visualViewport(VisualViewport(height: 844.5, offsetTop: 0, layoutHeight: 844)))
    }

    @Test(arguments: [
        #"{"type":"visualViewport"}"#,
        #"{"type":"visualViewport","height":500,"offsetTop":0}"#,
        #"{"type":"visualViewport","height":500,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":"500","offsetTop":0,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":0,"offsetTop":0,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":-5,"offsetTop":0,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":500,"offsetTop":-1,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":500,"offsetTop":0,"layoutHeight":0}"#,
        #"{"type":"visualViewport","height":1e300,"offsetTop":0,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":500,"offsetTop":1e300,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":900,"offsetTop":0,"layoutHeight":800}"#,
        #"{"type":"visualViewport","height":500,"offsetTop":400,"layoutHeight":800}"#,
    ])
    func nonsenseVisualViewportsAreRefused(_ text: String) {
        #expect(throws: ProtocolError.self) { try ClientMessage.parse(text) }
    }

    @Test func aVisualViewportRevealsAKeyboardOnlyWhenItCoversEnough() {
        let report = VisualViewport(height: 544, offsetTop: 0, layoutHeight: 844)
        #expect(report.coveredHeight == 300)
        #expect(report.keyboardFrame(width: 390) == Rect(x: 0, y: 544, width: 390, height: 300))
        // Safari scrolls the visual viewport down while the keyboard is up: what lies below it is covered.
        let scrolled = VisualViewport(height: 400, offsetTop: 100, layoutHeight: 844)
        #expect(scrolled.keyboardFrame(width: 390) == Rect(x: 0, y: 500, width: 390, height: 344))
        // The browser's own bars moving are not a keyboard.
        #expect(VisualViewport(height: 780, offsetTop: 0, layoutHeight: 844).keyboardFrame(width: 390) == nil)
        #expect(VisualViewport(height: 844, offsetTop: 0, layoutHeight: 844).keyboardFrame(width: 390) == nil)
    }

    @Test(arguments: [
        "not json",
        "[]",
        "{}",
        #"{"type":42}"#,
        #"{"type":"launch"}"#,
        #"{"type":"event","id":"7","action":"tap"}"#,
        #"{"type":"event","id":-1,"action":"tap"}"#,
        #"{"type":"event","id":7}"#,
        #"{"type":"event","id":7,"action":"explode"}"#,
        #"{"type":"event","id":7,"action":"type"}"#,
        #"{"type":"event","id":7,"action":"type","text":7}"#,
        #"{"type":"event","id":7,"action":"slide","value":"1"}"#,
        #"{"type":"event","id":7,"action":"segment","index":-2}"#,
        #"{"type":"event","id":7,"action":"scroll","value":-5}"#,
        #"{"type":"hello","width":800}"#,
        #"{"type":"hello","width":1e300,"height":600}"#,
        #"{"type":"hello","token":"../../etc","width":800,"height":600}"#,
        #"{"type":"resize","width":0,"height":600}"#,
        #"{"type":"player","player":1,"time":-1,"state":"playing"}"#,
        #"{"type":"player","player":1,"time":1,"state":"exploded"}"#,
        #"{"type":"recorder","recorder":1,"event":"hacked"}"#,
        #"{"type":"sync"}"#,
        #"{"type":"sync","id":0}"#,
        #"{"type":"sync","id":"7"}"#,
    ])
    func malformedOrHostileMessagesAreRefused(_ text: String) {
        #expect(throws: ProtocolError.self) { try ClientMessage.parse(text) }
    }

    @Test func oversizedMessagesAreRefusedBeforeParsing() {
        let text = #"{"type":"event","id":1,"action":"type","text":""# + String(repeating: "x", count: 70_000) + #""}"#
        #expect(throws: ProtocolError.self) { try ClientMessage.parse(text) }
    }

    @Test func overlongTextIsRefused() {
        let text = #"{"type":"event","id":1,"action":"type","text":""# + String(repeating: "x", count: 10_001) + #""}"#
        #expect(throws: ProtocolError.self) { try ClientMessage.parse(text) }
    }

    @Test func jsonAsBrowsersWriteItParses() throws {
        // Whitespace, every escape, a surrogate pair, an exponent, a whole number written with a fraction,
        // null for an absent field, and a field the server does not know (ignored).
        let text = #"""
             { "type" : "event", "id" : 7.0, "action" : "type", "height" : null, "extra" : 1,
               "text" : "Caf\u00e9 \"q\" \\ a\/b\n\t\r\b\f \uD83D\uDE00 ☕" }
            """#
        #expect(
            try ClientMessage.parse(text)
                == .event(
                    id: ElementID(rawValue: 7), action: .type("Café \"q\" \\ a/b\n\t\r\u{8}\u{C} 😀 ☕"),
                    viewportHeight: nil))
        #expect(
            try ClientMessage.parse(#"{"type":"event","id":3,"action":"scroll","value":4.4E2,"height":7e2}"#)
                == .event(id: ElementID(rawValue: 3), action: .scroll(440), viewportHeight: 700))
        #expect(
            try ClientMessage.parse(#"{"type":"event","id":3,"action":"slide","value":-0.25}"#)
                == .event(id: ElementID(rawValue: 3), action: .slide(-0.25), viewportHeight: nil))
        #expect(
            try ClientMessage.parse(#"{"type":"event","id":3,"action":"toggle","on":false}"#)
                == .event(id: ElementID(rawValue: 3), action: .toggle(false), viewportHeight: nil))
    }

    @Test(arguments: [
        ("", "ends"),
        (#"{"type":"sync","id":1} x"#, "after its JSON object"),
        (#"{"type":"sync","id":1,}"#, "a string"),
        (#"{"type":"sync","id":1"#, "ends"),
        (#"{type:"sync","id":1}"#, "a string"),
        (#"{"type":"sync","type":"sync","id":1}"#, "twice"),
        (#"{"type":"event","id":7,"action":"tap","extra":{}}"#, "object or an array"),
        (#"{"type":"event","id":7,"action":"tap","extra":[1]}"#, "object or an array"),
        (#"{"type":"event","id":7.5,"action":"tap"}"#, "whole number"),
        (#"{"type":"sync","id":1e20}"#, "whole number"),
        (#"{"type":"event","id":01,"action":"tap"}"#, "\",\" or \"}\""),
        (#"{"type":"event","id":7,"action":"slide","value":1.}"#, "decimal point"),
        (#"{"type":"event","id":7,"action":"slide","value":.5}"#, "a value"),
        (#"{"type":"event","id":7,"action":"slide","value":+1}"#, "a value"),
        (#"{"type":"event","id":7,"action":"slide","value":1e}"#, "exponent"),
        (#"{"type":"event","id":7,"action":"slide","value":1e400}"#, "too large"),
        (#"{"type":"event","id":7,"action":"type","text":"a\qb"}"#, "an escape"),
        (#"{"type":"event","id":7,"action":"type","text":"\uD800"}"#, "low surrogate"),
        (#"{"type":"event","id":7,"action":"type","text":"\uD800\u0041"}"#, "low surrogate"),
        (#"{"type":"event","id":7,"action":"type","text":"\uDC00"}"#, "unpaired surrogate"),
        (#"{"type":"event","id":7,"action":"type","text":"\u12"}"#, "hex digits"),
        ("{\"type\":\"event\",\"id\":7,\"action\":\"type\",\"text\":\"a\tb\"}", "control character"),
        (#"{"type":"event","id":7,"action":"type","text":"open"#, "end of a string"),
        (#"{"type":"event","id":7,"action":"toggle","on":"yes"}"#, "true or false"),
        (#"{"type":"sync","id":nul}"#, "a value"),
        (#"{"type":null,"id":1}"#, "\"type\""),
    ])
    func malformedJSONIsRefusedSayingWhatIsWrong(_ text: String, _ reason: String) {
        #expect {
            try ClientMessage.parse(text)
        } throws: { error in
            (error as? ProtocolError)?.message.contains(reason) == true
        }
    }

    @Test func viewportWidthSetsTheSizeClass() {
        #expect(Viewport(width: 699, height: 800).sizeClass == .compact)
        #expect(Viewport(width: 700, height: 800).sizeClass == .regular)
    }
}
