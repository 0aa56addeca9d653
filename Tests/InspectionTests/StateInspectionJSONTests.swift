import Foundation
import Inspection
import Testing

/// The JSON every inspector writes: compact states, a pretty state file, and clear errors for a file
/// that cannot be read.
@Suite struct StateInspectionJSONTests {
    struct Refusing: Encodable {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "a \"quoted\"\nrefusal" }
        }

        func encode(to encoder: any Encoder) throws { throw Refusal() }
    }

    struct Sample: Codable, Equatable {
        var name: String
        var path: String
    }

    @Test func aStateIsCompactSortedJSONWithSlashesAsTheyAre() {
        #expect(StateInspection.json(Sample(name: "n", path: "a/b")) == #"{"name":"n","path":"a/b"}"#)
    }

    @Test func aStateThatCannotBeEncodedIsAJSONStringSayingWhy() throws {
        let text = StateInspection.json(Refusing())
        let decoded = try JSONDecoder().decode(String.self, from: Data(text.utf8))
        #expect(decoded == "not encodable: a \"quoted\"\nrefusal")
    }

    @Test func theStateFileIsPrettySortedJSONThatReadsBack() throws {
        let data = try StateInspection.stateFile(Sample(name: "n", path: "a/b"))
        #expect(String(decoding: data, as: UTF8.self).contains("\n"))
        #expect(try JSONDecoder().decode(Sample.self, from: data) == Sample(name: "n", path: "a/b"))
        #expect(throws: StateInspectionError.unencodable("a \"quoted\"\nrefusal")) {
            try StateInspection.stateFile(Refusing())
        }
    }

    /// The error decoding `text` as a `Sample` throws.
    func failure(decoding text: String) throws -> any Error {
        do {
            _ = try JSONDecoder().decode(Sample.self, from: Data(text.utf8))
        } catch {
            return error
        }
        throw TestFailure(text: text)
    }

    struct TestFailure: Error {
        let text: String
    }

    @Test func aDecodingFailureNamesTheFieldAndWhatWasExpected() throws {
        let missing = try failure(decoding: #"{"name":"n"}"#)
        #expect(StateInspection.describeDecodingFailure(missing) == #"missing "path" at the top level"#)
        let mistyped = try failure(decoding: #"{"name":1,"path":""}"#)
        #expect(StateInspection.describeDecodingFailure(mistyped) == "expected String at name")
    }

    @Test func aFileThatIsNotAJSONObjectIsMalformed() throws {
        #expect(
            StateInspectionError(unreadableStateFile: try failure(decoding: "[1, 2]"))
                == .malformed("it is not a JSON object"))
        guard case .malformed(let detail) = StateInspectionError(unreadableStateFile: try failure(decoding: "not json"))
        else {
            Issue.record("text that is not JSON is not malformed")
            return
        }
        #expect(!detail.isEmpty)
    }
}
