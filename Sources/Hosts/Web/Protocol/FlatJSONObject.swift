/// The fields of one flat JSON object, read straight from a tab's message text: the hot path of every tap,
/// without Foundation's `JSONDecoder`, the `Data` it reads from or its tree of values (the reading side of
/// ``MessageWriter``).
///
/// Every message a tab sends (``ClientMessage``) is one object whose values are strings, numbers, `true`,
/// `false` or `null`, so that is all this reads. It follows RFC 8259 for what it accepts (its whitespace,
/// its string escapes, its number grammar) and refuses, with a ``ProtocolError`` that says what is wrong:
/// anything but one object, a nested array or object, a key given twice, a raw control character or an
/// unpaired surrogate in a string, a number that is not finite, and text after the object.
///
/// ```swift
/// let object = try FlatJSONObject(parsing: #"{"type":"event","id":42,"action":"tap"}"#)
/// try object.string("type")   // "event"
/// try object.integer("id")    // 42
/// try object.double("value")  // nil: absent
/// ```
struct FlatJSONObject {
    /// A field's value.
    enum Value: Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// The fields by key.
    private(set) var fields: [String: Value] = [:]

    /// Reads `text`, which must be one JSON object with flat values.
    ///
    /// - Throws: ``ProtocolError`` for anything else.
    init(parsing text: String) throws(ProtocolError) {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        guard reader.take(UInt8(ascii: "{")) else { throw reader.error("a JSON object") }
        reader.skipWhitespace()
        if !reader.take(UInt8(ascii: "}")) {
            repeat {
                reader.skipWhitespace()
                let key = try reader.string()
                reader.skipWhitespace()
                guard reader.take(UInt8(ascii: ":")) else { throw reader.error("a \":\" after the key \"\(key)\"") }
                reader.skipWhitespace()
                let value = try reader.value(for: key)
                guard fields.updateValue(value, forKey: key) == nil else {
                    throw ProtocolError("the field \"\(key.prefix(40))\" appears twice")
                }
                reader.skipWhitespace()
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "}")) else { throw reader.error("\",\" or \"}\"") }
        }
        reader.skipWhitespace()
        guard reader.isAtEnd else { throw ProtocolError("the message has text after its JSON object") }
    }

    /// The string at `key`; nil when it is absent or null.
    ///
    /// - Throws: ``ProtocolError`` when the value is not a string.
    func string(_ key: String) throws(ProtocolError) -> String? {
        switch fields[key] {
        case nil, .null: return nil
        case .string(let value): return value
        default: throw ProtocolError("\"\(key)\" must be a string")
        }
    }

    /// The number at `key`; nil when it is absent or null.
    ///
    /// - Throws: ``ProtocolError`` when the value is not a number.
    func double(_ key: String) throws(ProtocolError) -> Double? {
        switch fields[key] {
        case nil, .null: return nil
        case .number(let value): return value
        default: throw ProtocolError("\"\(key)\" must be a number")
        }
    }

    /// The whole number at `key`; nil when it is absent or null.
    ///
    /// - Throws: ``ProtocolError`` when the value is not a number, or not a whole number that a `Double`
    ///   holds exactly (at most 2⁵³ in magnitude).
    func integer(_ key: String) throws(ProtocolError) -> Int? {
        guard let value = try double(key) else { return nil }
        guard value.rounded(.towardZero) == value, value.magnitude <= 9_007_199_254_740_992 else {
            throw ProtocolError("\"\(key)\" must be a whole number")
        }
        return Int(value)
    }

    /// The Boolean at `key`; nil when it is absent or null.
    ///
    /// - Throws: ``ProtocolError`` when the value is not `true` or `false`.
    func bool(_ key: String) throws(ProtocolError) -> Bool? {
        switch fields[key] {
        case nil, .null: return nil
        case .bool(let value): return value
        default: throw ProtocolError("\"\(key)\" must be true or false")
        }
    }
}

extension FlatJSONObject {
    /// A cursor over the message's UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        /// The error for a message that should have had `expected` where the cursor is.
        func error(_ expected: String) -> ProtocolError {
            ProtocolError(
                isAtEnd
                    ? "the message ends where it needs \(expected)"
                    : "the message needs \(expected) at byte \(position)")
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        /// Moves past `byte` when it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// Moves past `word` (a literal: `true`, `false`, `null`) when it is next.
        mutating func take(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            let matches = word.withUTF8Buffer { literal in
                (0..<count).allSatisfy { bytes[position + $0] == literal[$0] }
            }
            if matches { position += count }
            return matches
        }

        /// The flat value at the cursor, for the field `key`.
        mutating func value(for key: String) throws(ProtocolError) -> Value {
            guard position < bytes.count else { throw error("a value for \"\(key.prefix(40))\"") }
            switch bytes[position] {
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(for: key))
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                throw ProtocolError(
                    "\"\(key.prefix(40))\" holds an object or an array; a message's fields are strings, numbers, "
                        + "true, false or null")
            default:
                if take("true") { return .bool(true) }
                if take("false") { return .bool(false) }
                if take("null") { return .null }
                throw error("a value for \"\(key.prefix(40))\"")
            }
        }

        /// The string at the cursor, its escapes decoded.
        mutating func string() throws(ProtocolError) -> String {
            guard take(UInt8(ascii: "\"")) else { throw error("a string") }
            let start = position
            // Most strings have no escape: their bytes are taken as they are.
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
                guard bytes[position] >= 0x20 else { throw error("no control character inside a string") }
                position += 1
            }
            var decoded = Array(bytes[start..<position])
            while true {
                guard position < bytes.count else { throw error("the end of a string (\")") }
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: decoded, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    try escape(into: &decoded)
                case 0..<0x20:
                    position -= 1
                    throw error("no control character inside a string")
                default:
                    decoded.append(byte)
                }
            }
        }

        /// Decodes the escape after a backslash into `decoded`, as UTF-8.
        private mutating func escape(into decoded: inout [UInt8]) throws(ProtocolError) {
            guard position < bytes.count else { throw error("an escape after \"\\\"") }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var value = try hexQuad()
                if (0xD800..<0xDC00).contains(value) {
                    // A high surrogate: the low one must follow as its own escape.
                    guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else {
                        throw error("the low surrogate (\\uDC00 to \\uDFFF) that completes \\u\(hex(value))")
                    }
                    let low = try hexQuad()
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw error("a low surrogate (\\uDC00 to \\uDFFF) after \\u\(hex(value))")
                    }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else {
                    throw ProtocolError("the string holds an unpaired surrogate (\\u\(hex(value)))")
                }
                decoded.append(contentsOf: String(Character(scalar)).utf8)
            default:
                position -= 1
                throw error("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u and four hex digits)")
            }
        }

        private func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }

        /// The four hex digits of a `\u` escape.
        private mutating func hexQuad() throws(ProtocolError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < bytes.count else { throw error("four hex digits after \\u") }
                let digit: UInt32
                switch bytes[position] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(bytes[position] - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(bytes[position] - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(bytes[position] - UInt8(ascii: "A") + 10)
                default: throw error("four hex digits after \\u")
                }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        /// The number at the cursor: RFC 8259's grammar (an optional minus, an integer part without leading
        /// zeros, an optional fraction and exponent), and finite.
        private mutating func number(for key: String) throws(ProtocolError) -> Double {
            let start = position
            _ = take(UInt8(ascii: "-"))
            if !take(UInt8(ascii: "0")) {
                guard digits() > 0 else { throw error("a digit in the number of \"\(key.prefix(40))\"") }
            }
            if take(UInt8(ascii: ".")) {
                guard digits() > 0 else { throw error("a digit after the decimal point") }
            }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
                guard digits() > 0 else { throw error("a digit in the exponent") }
            }
            let literal = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let value = Double(literal), value.isFinite else {
                throw ProtocolError("\"\(key.prefix(40))\" is a number too large to hold")
            }
            return value
        }

        /// Moves past the decimal digits at the cursor, and says how many there were.
        private mutating func digits() -> Int {
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
            return position - start
        }
    }
}
