/// A request no server should hold: the cases of issue 31's probe, with the status every server of the
/// product answers them with before closing the connection.
public struct MalformedRequest: Sendable, CustomStringConvertible {
    /// What is wrong with it.
    public let description: String
    /// Its bytes.
    public let bytes: [UInt8]
    /// The status it gets.
    public let status: Int

    /// Every case.
    public static let all: [MalformedRequest] = [
        .init("HTTP/9.9", "GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n", 505),
        .init("an unknown method", "FROB / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 501),
        .init(
            "binary junk",
            [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03, 0xff, 0xfe] + [13, 10, 13, 10], 400),
        .init(
            "a NUL in the path", Array("GET /a".utf8) + [0] + Array("b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), 400),
        .init("a space in the path", "GET /a b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
        .init("Content-Length: -1", "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n", 400),
        .init(
            "both Content-Length and chunked",
            "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        .init(
            "two Content-Lengths",
            "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
            400),
        .init("a header without a colon", "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n", 400),
    ]

    init(_ description: String, _ text: String, _ status: Int) {
        self.init(description, Array(text.utf8), status)
    }

    init(_ description: String, _ bytes: [UInt8], _ status: Int) {
        self.description = description
        self.bytes = bytes
        self.status = status
    }
}
