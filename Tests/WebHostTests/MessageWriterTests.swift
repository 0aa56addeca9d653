import Foundation
import Testing
import ViewKit

@testable import WebHost

/// The session writes messages with ``MessageWriter`` instead of `JSONEncoder`: the text must be JSON that
/// reads back as exactly what `JSONEncoder` writes for the same message.
@Suite struct MessageWriterTests {
    static let node = WireNode(
        id: ElementID(rawValue: 7), kind: .row,
        properties: [
            "text": .string("Say \"hi\"\\ / tab\t new\nline \u{1} 🎙️ é"), "detailText": .string("0:42"),
            "flags": .array([.string("selected"), .string("disabled")]), "rowsTop": .integer(-3),
            "progress": .number(0.125), "tiny": .number(1e-7), "huge": .number(1.5e300), "whole": .number(2),
            "isOn": .bool(false), "image": .object(["symbol": .string("play.fill"), "size": .integer(44)]),
        ],
        children: [WireNode(id: ElementID(rawValue: 8), kind: .label, properties: ["text": .string("")])])

    static let messages: [ServerMessage] = [
        .welcome(token: "abc", title: "Recordings · MVC", tree: node, resumed: true),
        .patch(
            sequence: 12,
            patches: [
                .update(
                    id: ElementID(rawValue: 3),
                    changes: [PropertyChange("detailText", nil), PropertyChange("title", .string("Pause"))]),
                .children(
                    id: ElementID(rawValue: 4), removed: [ElementID(rawValue: 5), ElementID(rawValue: 6)],
                    placed: [
                        Placement(index: 0, id: ElementID(rawValue: 7), node: node),
                        Placement(index: 3, id: ElementID(rawValue: 9), node: nil),
                    ]),
                .children(id: ElementID(rawValue: 10), removed: [], placed: []),
                .replace(node),
                .reuse(
                    id: ElementID(rawValue: 11), newID: ElementID(rawValue: 12),
                    changes: [PropertyChange("text", .string("Kickoff")), PropertyChange("value", nil)]),
                .reuse(id: ElementID(rawValue: 13), newID: ElementID(rawValue: 14), changes: []),
            ]),
        .patch(sequence: 1, patches: []),
        .error("no element 9 in this tab's tree"),
        .player(id: 2, command: .play, source: "/audio/A.wav?mount=apps/recordings/mvc", time: 1.25),
        .player(id: 2, command: .pause, source: nil, time: 0),
        .recorder(id: 3, command: .start, upload: "/upload/B.wav"),
        .recorder(id: 3, command: .cancel, upload: nil),
        .shutdown("The server is stopping."),
        .synced(id: 7),
    ]

    /// `text` read as a JSON value (objects compare regardless of key order).
    static func value(_ text: String) throws -> NSObject {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    @Test(arguments: messages)
    func writesWhatJSONEncoderWrites(message: ServerMessage) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let expected = String(decoding: try encoder.encode(message), as: UTF8.self)
        let written = try MessageWriter.text(of: message)
        #expect(try Self.value(written) == Self.value(expected), "\(written)\n\(expected)")
    }

    @Test func patchesReadBackAsThePatchesWritten() throws {
        guard case .patch(_, let patches) = Self.messages[1] else { return }
        struct Message: Decodable { var patches: [RenderPatch] }
        let written = try MessageWriter.text(of: Self.messages[1])
        #expect(try JSONDecoder().decode(Message.self, from: Data(written.utf8)).patches == patches)
    }

    @Test func aNumberThatIsNotFiniteIsRefused() {
        #expect(throws: MessageWriter.NonFiniteNumber.self) {
            try MessageWriter.text(of: .player(id: 1, command: .seek, source: nil, time: .nan))
        }
        #expect(throws: MessageWriter.NonFiniteNumber.self) {
            try MessageWriter.text(
                of: .patch(
                    sequence: 1,
                    patches: [.update(id: ElementID(rawValue: 1), changes: [.init("v", .number(.infinity))])]))
        }
    }

    @Test func slashesAndNonASCIIAreWrittenAsTheyAre() throws {
        let written = try MessageWriter.text(of: .error("a/b é"))
        #expect(written == #"{"type":"error","message":"a/b é"}"#)
    }
}
